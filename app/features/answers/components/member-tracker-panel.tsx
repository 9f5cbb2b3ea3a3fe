import { applicationStages, opportunities } from '@content/firms';
import type { MemberTracker } from '@server/features/reviews/member-tracker';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { formatDate } from '@content/uk-dates';

/**
 * The reviewed member's applications and drafts, for the coach on the review: the one place
 * a coach sees a member's tracker, because the member asked for this review.
 */
export function MemberTrackerPanel({ applications }: { applications: MemberTracker }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Member’s applications</CardTitle>
        <CardDescription>Shown to coaches because the member asked for this review.</CardDescription>
      </CardHeader>
      <CardContent>
        {applications.length === 0 ? (
          <p className="text-sm text-muted-foreground">No applications tracked.</p>
        ) : (
          <ul className="grid gap-4">
            {applications.map((application) => (
              <li key={application.id} className="rounded-md border p-3">
                <p className="font-semibold">
                  {application.firm}: {opportunities[application.opportunity]}
                </p>
                <p className="text-sm text-muted-foreground">
                  {applicationStages[application.stage]}
                  {application.closesOn ? ` · closes ${formatDate(application.closesOn)}` : ''}
                </p>
                {application.notes ? <p className="mt-1 whitespace-pre-wrap text-sm">{application.notes}</p> : null}
                {application.answers.length > 0 ? (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm text-primary">
                      {application.answers.length} {application.answers.length === 1 ? 'draft' : 'drafts'}
                    </summary>
                    <div className="mt-2 grid gap-3">
                      {application.answers.map((answer, i) => (
                        <div key={i}>
                          <p className="text-sm font-semibold">{answer.question}</p>
                          <p className="whitespace-pre-wrap text-sm">{answer.text || 'Not started.'}</p>
                        </div>
                      ))}
                    </div>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
