import { Link } from 'react-router';
import type { PracticeTrendEntry } from '@server/features/practice/practice-queries';
import { formatDateTime } from '@content/uk-dates';

const statusWords = { open: 'In progress', submitted: 'Submitted', expired: 'Time ran out' } as const;

const scoreOf = (attempt: PracticeTrendEntry) =>
  attempt.score === null || attempt.maxScore === null ? '—' : `${attempt.score} / ${attempt.maxScore}`;

/** A small line of one form's scores, oldest first, as a share of the maximum: decoration beside the table that says the same. */
function TrendLine({ shares }: { shares: number[] }) {
  const width = 120;
  const height = 32;
  const step = shares.length > 1 ? width / (shares.length - 1) : 0;
  const points = shares.map((share, index) => `${(index * step).toFixed(1)},${(height - share * height).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`-4 -4 ${width + 8} ${height + 8}`} width={width + 8} height={height + 8} aria-hidden="true" className="text-primary">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" />
      {shares.map((share, index) => (
        <circle key={index} cx={index * step} cy={height - share * height} r="3" fill="currentColor" />
      ))}
    </svg>
  );
}

/** Per form, the scores of the member's closed attempts in order: "55% → 70% → 80%". */
function Trend({ attempts }: { attempts: PracticeTrendEntry[] }) {
  const byForm = new Map<string, { title: string; shares: number[] }>();
  for (const attempt of [...attempts].reverse()) {
    if (attempt.score === null || attempt.maxScore === null || attempt.maxScore === 0) continue;
    const entry = byForm.get(attempt.formId) ?? { title: attempt.formTitle, shares: [] };
    entry.shares.push(attempt.score / attempt.maxScore);
    byForm.set(attempt.formId, entry);
  }
  if (byForm.size === 0) return null;
  return (
    <section aria-labelledby="trend-title" className="grid gap-3">
      <h3 id="trend-title" className="text-lg font-semibold">
        Your trend
      </h3>
      <ul className="grid gap-3">
        {[...byForm.entries()].map(([formId, { title, shares }]) => (
          <li key={formId} className="flex flex-wrap items-center gap-4 rounded-md border p-3">
            <span className="min-w-48 font-medium">{title}</span>
            <span className="text-sm">{shares.map((share) => `${Math.round(share * 100)}%`).join(' → ')}</span>
            {shares.length > 1 ? <TrendLine shares={shares} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The member's attempts, newest first, each opening its page (answering while open, the results once closed). */
export function PracticeAttempts({ attempts }: { attempts: PracticeTrendEntry[] }) {
  if (attempts.length === 0) return <p className="text-muted-foreground">You have not taken a practice test yet. The diagnostic is a good place to start.</p>;
  return (
    <div className="grid gap-6">
      <Trend attempts={attempts} />
      <div className="overflow-x-auto" role="region" aria-labelledby="attempts-table-caption" tabIndex={0}>
        <table className="w-full text-left text-sm">
          <caption id="attempts-table-caption" className="sr-only">
            Your attempts, newest first
          </caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4 font-medium">Test</th>
              <th scope="col" className="py-2 pr-4 font-medium">Started</th>
              <th scope="col" className="py-2 pr-4 font-medium">Status</th>
              <th scope="col" className="py-2 font-medium">Score</th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((attempt) => (
              <tr key={attempt.id} className="border-b last:border-0">
                <td className="py-2 pr-4">
                  <Link to={`/practice/attempts/${attempt.id}`} className="font-medium text-primary underline underline-offset-4">
                    {attempt.formTitle}
                  </Link>
                </td>
                <td className="py-2 pr-4">{formatDateTime(attempt.startedAt)}</td>
                <td className="py-2 pr-4">{attempt.status === 'open' ? <strong>{statusWords.open}: continue</strong> : statusWords[attempt.status]}</td>
                <td className="py-2 tabular-nums">{scoreOf(attempt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
