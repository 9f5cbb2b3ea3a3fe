import { Link } from 'react-router';
import { plans, type PlanId } from '@content/plans';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { useViewer } from '~/lib/viewer';
import { CheckoutButton } from './components/checkout-form';

/**
 * A plan's call to action: a subscriber manages the plan they have; anyone else submits
 * the page's checkout form with this plan (a visitor is sent to log in first).
 */
export function PlanCta({ planId, className }: { planId: PlanId; className?: string }) {
  const viewer = useViewer();
  const plan = plans[planId];

  if (viewer?.subscribed) {
    return (
      <Button asChild size="lg" variant="outline" className={cn('w-full', className)}>
        <Link to="/payment-plan">
          Manage your plan<span className="sr-only"> ({plan.name})</span>
        </Link>
      </Button>
    );
  }

  return (
    <CheckoutButton planId={planId} size="lg" variant={plan.mostPopular ? 'gold' : 'default'} className={cn('w-full', className)}>
      Get Started<span className="sr-only"> with {plan.name}</span>
    </CheckoutButton>
  );
}
