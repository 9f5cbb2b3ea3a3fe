import { UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useViewer } from '~/lib/viewer';
import { useAccountDialog } from './account-dialog-state';
import { AvatarButton, type Viewer } from './avatar-button';

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
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={dialog.isOpen}
        onPointerEnter={reachFor}
        onFocus={reachFor}
        onClick={() => dialog.setOpen(true)}
      >
        {/* Decorative: below 640 px its width is needed for the header to fit a 320 px screen. */}
        <UserRound aria-hidden="true" className="hidden sm:block" />
        Account
      </Button>
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
  const plain = (
    <AvatarButton viewer={viewer} aria-expanded={false} onPointerEnter={preload} onFocus={preload} onClick={() => setOpened(true)} />
  );
  if (!opened) return plain;
  return (
    <Suspense fallback={plain}>
      <AvatarMenu viewer={viewer} />
    </Suspense>
  );
}
