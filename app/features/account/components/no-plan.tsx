import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

/** The empty state of the payment plan, with the way to choose one. */
export function NoPlanSelected() {
  return (
    <div className="rounded-lg border border-dashed p-6 text-center">
      <p className="font-medium">No Plan Selected</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Choose a membership to unlock the premium hub and monthly application reviews.
      </p>
      <Button asChild className="mt-4">
        <Link to="/services">View plans</Link>
      </Button>
    </div>
  );
}
