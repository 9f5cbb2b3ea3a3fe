import { Link } from 'react-router';
import { Input } from '~/components/ui/input';
import { CopyButton } from './copy-button';

const calendarApps = [
  ['Google Calendar', 'On a computer, beside “Other calendars” choose +, then “From URL”, paste the link and choose “Add calendar”.'],
  ['Apple Calendar', 'On a Mac: File, then New Calendar Subscription, and paste the link. On an iPhone or iPad: Settings, Calendar, Calendar Accounts, Add Account, Other, Add Subscribed Calendar.'],
  ['Outlook', 'In Outlook on the web or the new Outlook: Add calendar, then Subscribe from web, paste the link and choose Import.'],
] as const;

/**
 * The member's private calendar feed: the link, how to subscribe in each calendar app, where
 * to reset it.
 */
export function CalendarFeedPanel({ calendarUrl }: { calendarUrl: string }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Subscribe to this link and every closing date in your tracker appears in your own calendar, kept up to date as you add applications.
        Anyone with the link can see those dates, so keep it to yourself; if it gets out, <Link to="/settings#calendar-feed" className="text-primary underline">reset it in your settings</Link>.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor="calendar-feed-url" className="text-sm font-medium">
            Your calendar link
          </label>
          <Input id="calendar-feed-url" readOnly value={calendarUrl} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
        </div>
        <CopyButton text={calendarUrl} />
      </div>
      <dl className="grid gap-3 text-sm">
        {calendarApps.map(([app, how]) => (
          <div key={app}>
            <dt className="font-medium">{app}</dt>
            <dd className="text-muted-foreground">{how}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">Calendar apps fetch the link again every few hours, so a change can take a while to show.</p>
    </div>
  );
}
