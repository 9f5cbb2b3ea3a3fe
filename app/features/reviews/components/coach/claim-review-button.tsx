import { Hand } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toaster';
import { claimReview } from '../../api/claim-review';

/** Takes the review: it becomes this coach's to work on. */
export function ClaimReviewButton({ reviewId }: { reviewId: string }) {
  const revalidator = useRevalidator();
  const [claiming, setClaiming] = useState(false);
  const claim = async () => {
    setClaiming(true);
    try {
      await claimReview(reviewId);
      await revalidator.revalidate();
      toast.success('Review claimed', { description: 'It is yours to work on.' });
    } catch (error) {
      toast.error('Could not claim the review', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setClaiming(false);
    }
  };
  return (
    <Button onClick={() => void claim()} disabled={claiming}>
      <Hand aria-hidden="true" />
      {claiming ? 'Claiming...' : 'Claim review'}
    </Button>
  );
}
