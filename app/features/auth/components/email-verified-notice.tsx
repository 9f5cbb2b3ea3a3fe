import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

const EmailVerifiedMessage = lazy(() => import('./email-verified-message'));

/**
 * Where the verification link lands: its address asks for `verified=1`. The message is a
 * chunk of its own, so the pages every visitor downloads do not carry it.
 */
export function EmailVerifiedNotice() {
  const [params] = useSearchParams();
  if (params.get('verified') !== '1') return null;
  return (
    <Suspense fallback={null}>
      <EmailVerifiedMessage />
    </Suspense>
  );
}
