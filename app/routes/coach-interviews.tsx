import { Link } from 'react-router';
import type { Route } from './+types/coach-interviews';
import { listSetsForCoaches } from '@server/features/interview-admin/coach-sets';
import { Button } from '~/components/ui/button';
import { coachInterviewSetPath, setStatusLabels, setStatusMeanings } from '~/features/interviews/set-status';

export const meta: Route.MetaFunction = () => [{ title: 'Video interviews | Coach area' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { sets: await listSetsForCoaches(context.services.db) };
}

const counted = (count: number, one: string, many: string) => `${count === 0 ? 'No' : count} ${count === 1 ? one : many}`;

export default function CoachInterviews({ loaderData }: Route.ComponentProps) {
  const { sets } = loaderData;
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-semibold">Video interviews</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Question sets members rehearse one-way video interviews with. A set is written as a draft and published once it has its questions. A published set is never edited,
          because members’ attempts point at its questions: duplicate it as a new draft to change it, publish the copy, then retire the original.
        </p>
        <div className="mt-4">
          <Button asChild>
            <Link to="/coach/interviews/new">New set</Link>
          </Button>
        </div>
      </div>
      <section aria-labelledby="sets-heading" className="grid gap-3">
        <h2 id="sets-heading" className="font-sans text-xl font-semibold">
          Question sets ({sets.length})
        </h2>
        {sets.length === 0 ? <p>No question sets yet.</p> : null}
        <ul className="grid gap-2">
          {sets.map((set) => (
            <li key={set.id} className="grid gap-1 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
              <div className="min-w-0">
                <Link to={coachInterviewSetPath(set.id)} className="font-medium text-primary underline">
                  {set.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {set.firm ? set.firm.name : 'Generic'} · {counted(set.questionCount, 'question', 'questions')} · {counted(set.attemptCount, 'attempt', 'attempts')}
                </p>
              </div>
              <p className="text-sm sm:max-w-64 sm:text-right">
                <strong className="font-semibold">{setStatusLabels[set.status]}</strong>
                <span className="block text-muted-foreground">{setStatusMeanings[set.status]}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
