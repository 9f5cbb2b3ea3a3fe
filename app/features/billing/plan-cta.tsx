import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { plans, type PlanId } from '@content/plans';
import { useAccountDialog } from '~/components/layout/account-dialog-state';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { useViewer } from '~/lib/viewer';
import { useCheckout } from './use-checkout';

/**
 * A plan's call to action. A visitor first creates an account (or logs in) in the Account
 * dialog and comes back here to continue; a member goes to checkout; a subscriber manages
 * the plan they have.
 */
export function PlanCta({ planId, className }: { planId: PlanId; className?: string }) {
  const viewer = useViewer();
  const dialog = useAccountDialog();
  const { checkout, pending } = useCheckout();
  const plan = plans[planId];
  const variant = plan.mostPopular ? 'gold' : 'default';

  if (viewer?.subscribed) {
    return (
      <Button asChild size="lg" variant="outline" className={cn('w-full', className)}>
        <Link to="/payment-plan">
          Manage your plan<span className="sr-only"> ({plan.name})</span>
        </Link>
      </Button>
    );
  }

  const onClick = viewer
    ? () => checkout(planId)
    : () =>
        dialog.open(
          'signup',
          `Create your free account or log in, then you will continue to secure checkout for ${plan.name}.`,
          `/services?checkout=${planId}`,
        );

  return (
    <Button size="lg" variant={variant} className={cn('w-full', className)} onClick={onClick} disabled={pending !== null}>
      {pending === planId ? 'Opening checkout...' : 'Get Started'}
      <span className="sr-only"> with {plan.name}</span>
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
