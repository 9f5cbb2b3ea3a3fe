import { setTimeout as sleep } from 'node:timers/promises';
import type { Propagation } from './results';
import { buyDemoPlan, isSubscribed, sessionAt, signUpVerifiedMember, type Site } from './session';
import { median } from './stats';

const pollEveryMs = 5;
const boundMs = 5_000;

/**
 * A new member buys a plan through A; from A's answer, B is asked every 5 ms whether they
 * are subscribed. B has read their billing just before, so it holds a copy only the
 * notification from A can drop (its cache would otherwise keep it for 30 s).
 */
async function timeOnce(a: Site, b: Site, firstName: string): Promise<number> {
  const member = await signUpVerifiedMember(a, firstName);
  const onB = sessionAt(member, b);
  if (await isSubscribed(onB)) throw new Error(`${firstName}, a new member, is already subscribed on B`);
  await buyDemoPlan(member);
  const paid = performance.now();
  do {
    if (await isSubscribed(onB)) return performance.now() - paid;
    await sleep(pollEveryMs);
  } while (performance.now() - paid < boundMs);
  return Number.POSITIVE_INFINITY;
}

/** `runs` members, one after another; a member B did not see subscribed in time counts as Infinity. */
export async function measurePropagation(a: Site, b: Site, runs: number, announce: (message: string) => void): Promise<Propagation> {
  const runsMs: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const ms = await timeOnce(a, b, `Buyer${run}`);
    runsMs.push(ms);
    announce(`propagation ${run}: ${Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : `not within ${boundMs / 1000} s`}`);
  }
  return { runsMs, medianMs: median(runsMs), maxMs: Math.max(...runsMs), pollEveryMs, boundMs };
}
