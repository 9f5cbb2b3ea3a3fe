import { Link } from 'react-router';
import type { TrackedApplication } from '@server/features/applications/application-queries';
import { opportunities } from '@server/features/applications/application.schema';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { formatDate } from '@content/uk-dates';
import { applicationAnchor, applicationName } from '../tracker-intents';
import { StageControls } from './stage-controls';

/** The table: every application by closing date (undated last), moved with the same controls as the board. */
export function TrackerTable({ applications }: { applications: TrackedApplication[] }) {
  return (
    <ScrollRegion label="Applications by closing date">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Your applications, soonest closing first</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">Closes</th>
            <th scope="col" className="py-2 pr-4 font-medium">Firm</th>
            <th scope="col" className="py-2 pr-4 font-medium">Opportunity</th>
            <th scope="col" className="py-2 font-medium">Stage</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application.id} id={applicationAnchor(application.id)} tabIndex={-1} className="border-b align-top">
              <td className="py-3 pr-4 whitespace-nowrap">{application.closesOn ? formatDate(application.closesOn) : 'No date'}</td>
              <th scope="row" className="py-3 pr-4 font-medium">
                <Link to={`/applications/${application.id}`} className="hover:underline">
                  {application.firm}
                </Link>
              </th>
              <td className="py-3 pr-4">{opportunities[application.opportunity]}</td>
              <td className="py-3">
                <StageControls application={application} name={applicationName(application)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
