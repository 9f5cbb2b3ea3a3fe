import { lazy, Suspense, useRef } from 'react';
import { useLocation } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { useAccountDialog, type AccountTab } from './account-dialog-state';

// The forms load only when a visitor reaches for the Account button, keeping them out of
// every public page's first download.
export const loadLoginForm = () => import('~/features/auth/components/login-form');
export const loadSignUpForm = () => import('~/features/auth/components/signup-form');
const LoginForm = lazy(() => loadLoginForm().then((module) => ({ default: module.LoginForm })));
const SignUpForm = lazy(() => loadSignUpForm().then((module) => ({ default: module.SignUpForm })));

function FormLoading() {
  return (
    <p role="status" className="py-10 text-center text-sm text-muted-foreground">
      Loading…
    </p>
  );
}

/**
 * The Account dialog (Login and Sign Up tabs), loaded the first time it is wanted: the
 * /login and /signup pages' forms, posting to those pages' actions through fetchers. It has
 * no Radix trigger (the Account link lives in the header from the first paint), so it gives
 * focus back itself to whatever opened it. Logging in closes it (account-menu.tsx).
 */
export default function AccountDialog() {
  const dialog = useAccountDialog();
  const location = useLocation();
  const opener = useRef<HTMLElement | null>(null);
  const close = () => dialog.setOpen(false);
  const returnTo = dialog.continueTo ?? `${location.pathname}${location.search}`;
  return (
    <Dialog open={dialog.isOpen} onOpenChange={dialog.setOpen}>
      <DialogContent
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener.current?.isConnected) opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Account</DialogTitle>
          <DialogDescription>Log in to your account or create a new one.</DialogDescription>
        </DialogHeader>
        {dialog.reason ? (
          <p className="rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground">{dialog.reason}</p>
        ) : null}
        <Tabs value={dialog.tab} onValueChange={(tab) => dialog.setTab(tab as AccountTab)}>
          <TabsList>
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <Suspense fallback={<FormLoading />}>
              <LoginForm inDialog returnTo={returnTo} onLeave={close} />
            </Suspense>
          </TabsContent>
          <TabsContent value="signup">
            <Suspense fallback={<FormLoading />}>
              <SignUpForm inDialog returnTo={returnTo} />
            </Suspense>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
