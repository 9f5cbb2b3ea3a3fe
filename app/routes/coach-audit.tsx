import type { Route } from './+types/coach-audit';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { listAudit } from '@server/features/audit/record-audit';

import { formatDateTime } from '@content/uk-dates';

export const meta: Route.MetaFunction = () => [{ title: 'Audit log | Coach area' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { entries: await listAudit(context.services.db, { limit: 200 }) };
}

export default function CoachAudit({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-semibold">Audit log</h1>
      <p className="text-sm text-muted-foreground">The latest 200 coach actions: who, what, when and on what.</p>
      <ScrollRegion label="Coach actions" className="rounded-xl border bg-card">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Coach actions</caption>
          <thead className="border-b bg-muted/60 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">When</th>
              <th scope="col" className="px-4 py-3 font-medium">Who</th>
              <th scope="col" className="px-4 py-3 font-medium">What</th>
              <th scope="col" className="px-4 py-3 font-medium">On</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.entries.map((entry) => (
              <tr key={entry.id} className="border-b last:border-0 align-top">
                <td className="whitespace-nowrap px-4 py-3">
                  {formatDateTime(entry.createdAt)}
                </td>
                <td className="px-4 py-3">{entry.actorEmail}</td>
                <td className="px-4 py-3 font-mono text-xs">{entry.action}</td>
                <td className="px-4 py-3">
                  {entry.targetType} <span className="break-all text-xs text-muted-foreground">{String(entry.details.title ?? entry.targetId)}</span>
                </td>
              </tr>
            ))}
            {loaderData.entries.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-6 text-center text-muted-foreground">
                  No coach actions yet.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
