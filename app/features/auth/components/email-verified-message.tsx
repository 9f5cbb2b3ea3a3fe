import { CircleAlert, CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useAccountDialog } from '~/components/layout/account-dialog-state';
import { Button } from '~/components/ui/button';
import { useViewer } from '~/lib/viewer';

/**
 * Says how following the emailed verification link went: the auth server adds `error` to
 * the address when the link was expired or not valid. Following the link signs the member
 * in, so a viewer here has just been verified.
 */
export default function EmailVerifiedMessage() {
  const [params] = useSearchParams();
  const viewer = useViewer();
  const dialog = useAccountDialog();
  const failed = params.has('error');
  const Icon = failed ? CircleAlert : CircleCheck;
  return (
    <div className="mx-auto mt-6 max-w-7xl px-4 sm:px-6">
      <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
        <Icon aria-hidden="true" className={failed ? 'size-5 text-destructive-text' : 'size-5 text-success'} />
        <p className="flex-1">
          {failed
            ? 'This verification link has expired or is no longer valid. Log in and we will send you a new one.'
            : viewer
              ? `Your email is verified. Welcome, ${viewer.firstName ?? viewer.email}: you are logged in.`
              : 'Your email is verified. You can now log in.'}
        </p>
        {viewer ? null : (
          <Button type="button" size="sm" variant="outline" onClick={() => dialog.open('login')}>
            Log in
          </Button>
        )}
      </div>
    </div>
  );
}
