import type { ReactNode } from 'react';
import { Form, useLocation } from 'react-router';

/** Posts to the /logout action, which ends the session and comes back to this page (or `returnTo`). */
export function LogOutForm({ returnTo, className, children }: { returnTo?: string; className?: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Form method="post" action="/logout" className={className}>
      <input type="hidden" name="returnTo" value={returnTo ?? `${location.pathname}${location.search}`} />
      {children}
    </Form>
  );
}
