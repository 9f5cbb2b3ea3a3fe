import { UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonVariants } from '~/components/ui/button';
import { useViewer } from '~/lib/viewer';
import { useAccountDialog } from './account-dialog-state';
import { AvatarLink, type Viewer } from './avatar-button';
import { isNewTabClick, LoginLink } from './login-link';

// The dialog and the menu (Radix, floating-ui, the forms) are not needed to paint the page:
// each loads when first reached for, and the buttons work with the HTML alone.
const loadAccountDialog = () => import('./account-dialog');
const loadAvatarMenu = () => import('./avatar-menu');
const AccountDialog = lazy(loadAccountDialog);
const AvatarMenu = lazy(loadAvatarMenu);

/** Warms the dialog and both forms when a visitor is about to click. */
const preloadAccountDialog = () =>
  void loadAccountDialog().then(({ loadLoginForm, loadSignUpForm }) => Promise.all([loadLoginForm(), loadSignUpForm()]));

/** The Account dialog for visitors; the avatar menu for members. */
export function AccountMenu() {
  const viewer = useViewer();
  const { setOpen } = useAccountDialog();
  // Logging in (the dialog's form) brings a viewer: the dialog's work is done.
  useEffect(() => {
    if (viewer) setOpen(false);
  }, [viewer, setOpen]);
  return viewer ? <MemberMenu viewer={viewer} /> : <VisitorAccount />;
}

function VisitorAccount() {
  const dialog = useAccountDialog();
  // Mounted from the first open on (or the first hover), so later opens are instant.
  const [wanted, setWanted] = useState(false);
  const reachFor = () => {
    preloadAccountDialog();
    setWanted(true);
  };
  return (
    <>
      {/* The log-in page underneath; the dialog once scripts run. */}
      <LoginLink
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        aria-haspopup="dialog"
        aria-expanded={dialog.isOpen}
        onPointerEnter={reachFor}
        onFocus={reachFor}
      >
        {/* Decorative: below 640 px its width is needed for the header to fit a 320 px screen. */}
        <UserRound aria-hidden="true" className="hidden sm:block" />
        Account
      </LoginLink>
      {wanted || dialog.isOpen ? (
        <Suspense fallback={null}>
          <AccountDialog />
        </Suspense>
      ) : null}
    </>
  );
}

function MemberMenu({ viewer }: { viewer: Viewer }) {
  const [opened, setOpened] = useState(false);
  const preload = () => void loadAvatarMenu();
  // The /account page underneath (its links and the log-out form); the menu once scripts run.
  const plain = (
    <AvatarLink
      viewer={viewer}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        if (isNewTabClick(event)) return;
        event.preventDefault();
        setOpened(true);
      }}
    />
  );
  if (!opened) return plain;
  return (
    <Suspense fallback={plain}>
      <AvatarMenu viewer={viewer} />
    </Suspense>
  );
}
