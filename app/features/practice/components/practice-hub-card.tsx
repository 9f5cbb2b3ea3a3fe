import { Timer } from 'lucide-react';
import { Link } from 'react-router';

/** The hub's way into timed practice, for a signed-in member. */
export function PracticeHubCard() {
  return (
    <section aria-labelledby="practice-hub-title" className="mx-auto mt-10 max-w-7xl px-4 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-card p-6 shadow-sm">
        <div>
          <h2 id="practice-hub-title" className="flex items-center gap-2 text-xl font-semibold">
            <Timer aria-hidden="true" className="size-5 text-primary" /> Timed practice
          </h2>
          <p className="mt-2 text-muted-foreground">
            Critical thinking and situational judgement tests like the ones firms set, with extra time if you want it and the coaches’ reasoning on every answer.
            The diagnostic is free.
          </p>
        </div>
        <Link to="/practice" className="font-medium text-primary underline underline-offset-4">
          Practise the online tests
        </Link>
      </div>
    </section>
  );
}
