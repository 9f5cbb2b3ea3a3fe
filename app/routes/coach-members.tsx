import { Download, Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { plans, isPlanId } from '@content/plans';
import type { Route } from './+types/coach-members';
import { Button } from '~/components/ui/button';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { Input } from '~/components/ui/input';
import { listMembers } from '@server/features/admin/members';

import { Pager } from '~/features/coach/components/pager';
import { formatDate } from '@content/uk-dates';

export const meta: Route.MetaFunction = () => [{ title: 'Members | Coach area' }];

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = (url.searchParams.get('q') ?? '').slice(0, 200);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  return { query, ...(await listMembers(context.services.db, { query, page })) };
}

export default function CoachMembers({ loaderData }: Route.ComponentProps) {
  const { members, total, page, pageSize, query } = loaderData;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold">Members</h1>
        <Button asChild variant="outline">
          <a href="/api/admin/members.csv" download>
            <Download aria-hidden="true" /> Export CSV
          </a>
        </Button>
      </div>
      <Form method="get" role="search" className="flex gap-2">
        <label htmlFor="member-search" className="sr-only">
          Search members by name or email
        </label>
        <Input id="member-search" name="q" type="search" defaultValue={query} placeholder="Search by name or email" className="max-w-md" />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" /> Search
        </Button>
      </Form>
      <p className="text-sm text-muted-foreground" role="status">
        {total} member{total === 1 ? '' : 's'}
        {query ? ` matching “${query}”` : ''}
      </p>
      <ScrollRegion label="Members" className="rounded-xl border bg-card">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Members</caption>
          <thead className="border-b bg-muted/60 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">Name</th>
              <th scope="col" className="px-4 py-3 font-medium">Email</th>
              <th scope="col" className="px-4 py-3 font-medium">Plan</th>
              <th scope="col" className="px-4 py-3 font-medium">Status</th>
              <th scope="col" className="px-4 py-3 font-medium">Period end</th>
              <th scope="col" className="px-4 py-3 font-medium">Joined</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id} className="border-b last:border-0">
                <td className="px-4 py-3">
                  <Link to={`/coach/members/${member.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {member.name}
                  </Link>
                </td>
                <td className="px-4 py-3">{member.email}</td>
                <td className="px-4 py-3">{member.planId && isPlanId(member.planId) ? plans[member.planId].name : '-'}</td>
                <td className="px-4 py-3">{member.subscribed ? (member.cancelAtPeriodEnd ? 'Cancelling' : 'Active') : member.status ? 'Lapsed' : 'No plan'}</td>
                <td className="px-4 py-3">{member.currentPeriodEnd ? formatDate(member.currentPeriodEnd) : '-'}</td>
                <td className="px-4 py-3">{formatDate(member.joinedAt)}</td>
              </tr>
            ))}
            {members.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-6 text-center text-muted-foreground">
                  No members found.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager page={page} pageSize={pageSize} total={total} />
    </div>
  );
}
