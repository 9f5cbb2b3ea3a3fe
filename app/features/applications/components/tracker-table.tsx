import { Link } from 'react-router';
import type { TrackedApplication } from '@server/features/applications/application-queries';
import { opportunities } from '@server/features/applications/application.schema';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { formatDate } from '@content/uk-dates';
import { applicationAnchor, applicationName } from '../tracker-intents';
import { StageControls } from './stage-controls';

/** A cell's column name, shown on a phone where each row is a card and the header row is read only by screen readers. */
function PhoneLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="text-muted-foreground md:hidden">
      {children}:{' '}
    </span>
  );
}

/**
 * The table: every application by closing date (undated last), moved with the same controls
 * as the board. On a phone each row is a card, so every column shows without scrolling sideways.
 */
export function TrackerTable({ applications }: { applications: TrackedApplication[] }) {
  return (
    <ScrollRegion label="Applications by closing date">
      <table className="w-full text-left text-sm max-md:block md:min-w-[44rem]">
        <caption className="sr-only">Your applications, soonest closing first</caption>
        <thead className="border-b text-muted-foreground max-md:sr-only">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">Closes</th>
            <th scope="col" className="py-2 pr-4 font-medium">Firm</th>
            <th scope="col" className="py-2 pr-4 font-medium">Opportunity</th>
            <th scope="col" className="py-2 font-medium">Stage</th>
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-3">
          {applications.map((application) => (
            <tr
              key={application.id}
              id={applicationAnchor(application.id)}
              tabIndex={-1}
              className="border-b align-top max-md:flex max-md:flex-col max-md:gap-1 max-md:rounded-xl max-md:border max-md:bg-card max-md:p-4"
            >
              <td className="py-3 pr-4 whitespace-nowrap max-md:p-0">
                <PhoneLabel>Closes</PhoneLabel>
                {application.closesOn ? formatDate(application.closesOn) : 'No date'}
              </td>
              <th scope="row" className="py-3 pr-4 font-medium max-md:order-first max-md:p-0 max-md:text-base">
                <Link to={`/applications/${application.id}`} className="hover:underline">
                  {application.firm}
                </Link>
              </th>
              <td className="py-3 pr-4 max-md:p-0">
                <PhoneLabel>Opportunity</PhoneLabel>
                {opportunities[application.opportunity]}
              </td>
              <td className="py-3 max-md:p-0 max-md:pt-2">
                <StageControls application={application} name={applicationName(application)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
