import { useEffect, useRef, useState } from 'react';
import { useNonce } from '~/lib/nonce';
import { msLeftAt, msUntilNextSecond, secondsLeftAt, type ServerClock } from './time-left';

declare global {
  interface Window {
    /** The server's clock on this page and the device's when the page's HTML was read (see `LoadedAt`). */
    practiceClock?: { serverNow: string; loadedAt: number };
    /** The device's clock as the browser began reading the page's head (see `HeadReadAt`). */
    headReadAt?: number;
  }
}

/**
 * For a page that counts down (its route's handle says `serverClock`): reads the device's clock
 * at the top of the head, where no stylesheet holds a script back. A script in the body waits
 * for the stylesheet, which on a first visit is a few hundred milliseconds that would count as
 * time left; the whole page reached the device at once, so the head's reading stands for it.
 */
export function HeadReadAt({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: 'window.headReadAt=Date.now()' }} />;
}

/**
 * Tells the scripts when the device read the server's page, whose clock is `serverNow`: the
 * head's reading (`HeadReadAt`), taken before the scripts have loaded and hydrated (which can
 * take seconds on a slow device), so the offset measured is the network's delay alone. The
 * server's clock was read by the loader, before its queries and the render; the script carries
 * how long ago that was when the server wrote the page, and the device's reading is moved back
 * by that much, so the server's own work does not count as time left. React does not run it
 * again on a client navigation; the page's data then arrives by fetch and is measured as it
 * renders.
 */
export function LoadedAt({ serverNow }: { serverNow: string }) {
  const nonce = useNonce();
  // Fixed at the first render: on the server, when this part of the page was written.
  const [writtenAt] = useState(() => Date.now());
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loadedAtScript(serverNow, writtenAt) }} />;
}

/** The script `LoadedAt` writes: the device's clock when it read the page, less the server's time since `serverNow`. */
export function loadedAtScript(serverNow: string, writtenAt: number) {
  const sinceServerNow = Math.max(0, writtenAt - Date.parse(serverNow));
  return `window.practiceClock={serverNow:${JSON.stringify(serverNow)},loadedAt:(window.headReadAt||Date.now())-${sinceServerNow}}`;
}

/** When the device read `serverNow`: as the page was parsed, if this is that page, else now. */
export const loadedAtFor = (serverNow: string) => (window.practiceClock?.serverNow === serverNow ? window.practiceClock.loadedAt : Date.now());

type Handlers = {
  /** Each time the shown second changes (and once at the start), with the seconds left. */
  onTick?: (seconds: number) => void;
  /** Once, when the deadline comes. */
  onZero?: () => void;
};

/**
 * The whole seconds left until `clock.deadline` on the server's clock (null before there is a
 * clock), the one count every countdown runs on (ADR 0046): each tick is scheduled for the
 * moment the shown second changes and recomputed from the clock, so a throttled or sleeping
 * tab catches up instead of drifting.
 */
export function useTimeLeft(clock: ServerClock | null, handlers: Handlers = {}) {
  const [left, setLeft] = useState<number | null>(null);
  // Read through a ref: the count restarts only with a new clock, not with new handlers.
  const current = useRef(handlers);
  current.current = handlers;

  useEffect(() => {
    if (!clock) {
      setLeft(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      clearTimeout(timer);
      const now = Date.now();
      const seconds = secondsLeftAt(clock, now);
      setLeft(seconds);
      current.current.onTick?.(seconds);
      if (msLeftAt(clock, now) === 0) {
        current.current.onZero?.();
        return;
      }
      timer = setTimeout(tick, msUntilNextSecond(clock, now));
    };
    tick();
    // A tab the browser put to sleep catches up as soon as it is shown again.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && msLeftAt(clock, Date.now()) > 0) tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [clock]);

  return left;
}
