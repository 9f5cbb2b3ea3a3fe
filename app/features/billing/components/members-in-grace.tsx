import { Link } from 'react-router';
import { isPlanId, plans } from '@content/plans';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { formatDate } from '@content/uk-dates';

type MemberInGrace = { userId: string; name: string; email: string; planId: string; graceEndsAt: string };

/** The coach overview's list of members whose renewal failed, soonest deadline first. */
export function MembersInGrace({ members }: { members: MemberInGrace[] }) {
  return (
    <section aria-labelledby="grace-heading" className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="grace-heading" className="font-sans text-lg font-semibold">
        Payments failed: members in their grace period
      </h2>
      {members.length === 0 ? (
        <p className="text-muted-foreground">No member has a failed payment.</p>
      ) : (
        <ScrollRegion label="Members in their grace period">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Members whose last payment failed, with the date their access ends unless they pay</caption>
            <thead className="border-b bg-muted/60 text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">Name</th>
                <th scope="col" className="px-4 py-3 font-medium">Email</th>
                <th scope="col" className="px-4 py-3 font-medium">Plan</th>
                <th scope="col" className="px-4 py-3 font-medium">Grace ends</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.userId} className="border-b last:border-0">
                  <td className="px-4 py-3">
                    <Link to={`/coach/members/${member.userId}`} className="font-medium text-primary underline-offset-4 hover:underline">
                      {member.name}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{member.email}</td>
                  <td className="px-4 py-3">{isPlanId(member.planId) ? plans[member.planId].name : member.planId}</td>
                  <td className="px-4 py-3">{formatDate(member.graceEndsAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
