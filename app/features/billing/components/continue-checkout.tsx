import { isPlanId, plans } from '@content/plans';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { useViewer } from '~/lib/viewer';
import { useCheckout } from '../use-checkout';

/** After signing up or logging in from a plan button: the way on to that plan's checkout. */
export function ContinueCheckout() {
  const [params] = useSearchParams();
  const viewer = useViewer();
  const { checkout, pending } = useCheckout();
  const planId = params.get('checkout') ?? '';
  if (!viewer || viewer.subscribed || !isPlanId(planId)) return null;
  return (
    <div role="status" className="mx-auto mt-8 flex max-w-3xl flex-col items-start gap-3 rounded-xl border border-gold/60 bg-accent p-5 text-accent-foreground sm:flex-row sm:items-center sm:justify-between">
      <p>
        You are logged in as {viewer.email}. Continue to secure checkout for <strong>{plans[planId].name}</strong>.
      </p>
      <Button variant="gold" onClick={() => checkout(planId)} disabled={pending !== null}>
        {pending ? 'Opening checkout...' : 'Continue to checkout'}
      </Button>
    </div>
  );
}
