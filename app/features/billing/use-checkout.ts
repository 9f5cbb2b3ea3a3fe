import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlanId } from '@content/plans';
import { toast } from '~/components/ui/toaster';
import { ApiError } from '~/lib/api-client';
import { startCheckout } from './api/start-checkout';

/** Sends the member to the provider's checkout; an existing plan sends them to manage it. */
export function useCheckout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PlanId | null>(null);
  const checkout = async (planId: PlanId) => {
    setPending(planId);
    try {
      const { url } = await startCheckout(planId);
      window.location.assign(url);
    } catch (error) {
      setPending(null);
      if (error instanceof ApiError && error.status === 409) {
        toast.info('You already have a plan', { description: error.message });
        await navigate('/payment-plan');
      } else {
        toast.error('Checkout could not start', { description: error instanceof Error ? error.message : 'Please try again.' });
      }
    }
  };
  return { checkout, pending };
}
