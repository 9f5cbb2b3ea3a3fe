import { Link } from 'react-router';
import type { PracticeKind } from '@server/db/schema';
import { kindNames } from './practice-forms';

export type ApplicationPractice = {
  /** The kinds the coaches recorded for the firm; empty when none are recorded (both are shown). */
  recorded: PracticeKind[];
  forms: { id: string; kind: PracticeKind; title: string; free: boolean; available: boolean }[];
};

const kindList = (kinds: PracticeKind[]) => kinds.map((kind) => kindNames[kind].toLowerCase()).join(' and ');

/** On an application at the online-tests stage: the tests the firm sets, and the practice for them. */
export function ApplicationPracticeSection({ firm, practice }: { firm: string; practice: ApplicationPractice }) {
  const kinds: PracticeKind[] = practice.recorded.length > 0 ? practice.recorded : ['critical-thinking', 'situational-judgement'];
  return (
    <section aria-labelledby="online-tests-title" className="grid gap-3 rounded-lg border bg-card p-5">
      <h2 id="online-tests-title" className="text-2xl font-semibold">
        Practise for the online tests
      </h2>
      <p className="text-sm text-muted-foreground">
        {practice.recorded.length > 0
          ? `${firm} sets ${kindList(practice.recorded)} tests, as our coaches have recorded it.`
          : `We have not recorded which online tests ${firm} sets: most City firms set critical thinking, and many add situational judgement.`}
      </p>
      {kinds.map((kind) => {
        const forms = practice.forms.filter((form) => form.kind === kind);
        return (
          <div key={kind} className="grid gap-1">
            <h3 className="font-semibold">{kindNames[kind]}</h3>
            {forms.length > 0 ? (
              <ul className="grid gap-1 text-sm">
                {forms.map((form) => (
                  <li key={form.id}>
                    <Link to={`/practice#form-${form.id}`} className="font-medium text-primary underline underline-offset-4">
                      {form.title}
                    </Link>
                    {form.free ? ' (free)' : form.available ? '' : ' (with a premium plan)'}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No {kindNames[kind].toLowerCase()} test is published yet.</p>
            )}
          </div>
        );
      })}
    </section>
  );
}
