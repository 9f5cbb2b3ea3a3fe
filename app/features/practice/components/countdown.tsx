import { useEffect, useRef, useState } from 'react';
import { cn } from '~/lib/cn';
import { usePageRefresh } from '~/lib/page-refresh';
import { announcementDue, clockTimeLeft, describeTimeLeft, secondsLeftAt, type ServerClock } from '../time-left';
import { LoadedAt, loadedAtFor, useTimeLeft } from '../use-time-left';

type CountdownProps = {
  /** The attempt's deadline and the server's clock when it rendered the page (ISO instants). */
  deadline: string;
  serverNow: string;
  /** The server's own count, shown as words until scripts run (and without them). */
  secondsLeft: number;
  /** The member's setting: no visible countdown (the time left is still announced). */
  hidden: boolean;
};

/**
 * The time left on an open attempt. The server renders it in words ("About 23 minutes left"),
 * which every answer's page load refreshes: that is all a page without scripts has. With
 * scripts it counts down each second from the server's deadline, through the offset between
 * the server's clock and the device's taken when the data arrived; a polite live region says
 * the time left at the start, at 5 minutes and at 1 minute, never each second. At 0 it asks
 * the server again, which has closed the attempt by then.
 */
export function Countdown({ deadline, serverNow, secondsLeft, hidden }: CountdownProps) {
  const [clock, setClock] = useState<ServerClock | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lastAnnounced = useRef(Infinity);
  const refreshPage = usePageRefresh();

  // A new page of the attempt brings a new server clock: measure the offset again from it.
  useEffect(() => {
    const measured = { deadline, serverNow, loadedAt: loadedAtFor(serverNow) };
    const atStart = secondsLeftAt(measured, Date.now());
    lastAnnounced.current = atStart;
    setClock(measured);
    setAnnouncement((said) => (said === '' ? describeTimeLeft(atStart) : said));
  }, [deadline, serverNow]);

  const counted = useTimeLeft(clock, {
    onTick: (seconds) => {
      if (announcementDue(seconds, lastAnnounced.current) === null) return;
      lastAnnounced.current = seconds;
      setAnnouncement(describeTimeLeft(seconds));
    },
    onZero: refreshPage,
  });
  const left = counted ?? secondsLeft;

  const lastMinute = left <= 60;
  return (
    // The clock's line (text-2xl: 2rem) is kept from the start: the words the server renders
    // are shorter, and the clock replacing them on hydration moved the page below (CLS).
    <div className={cn('grid justify-items-end gap-0.5 text-right', !hidden && 'min-h-8')}>
      <LoadedAt serverNow={serverNow} />
      {clock && !hidden ? (
        // It carries the clock it counts from, to the millisecond, so a check can hold the count
        // to the server's exactly: the digits are that count's whole seconds, rounded down.
        <p
          className={cn('font-mono text-2xl font-semibold tabular-nums', lastMinute && 'text-destructive-text')}
          aria-hidden="true"
          data-testid="countdown"
          data-deadline={clock.deadline}
          data-server-now={clock.serverNow}
          data-loaded-at={clock.loadedAt}
        >
          {clockTimeLeft(left)}
        </p>
      ) : null}
      <p className={cn('text-sm text-muted-foreground', (clock || hidden) && 'sr-only')} data-testid="time-left-words">
        {describeTimeLeft(clock ? left : secondsLeft)}
      </p>
      {hidden ? <p className="text-xs text-muted-foreground">Countdown hidden (change it in Settings)</p> : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
