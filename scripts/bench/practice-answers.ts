import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { readCpuSeconds } from './proc';
import { apiJson, buyDemoPlan, fetchApi, signUpVerifiedMember, type Session, type Site } from './session';
import { median, percentileOfSorted } from './stats';

/**
 * Saving a practice answer under load: 20 members, each with an open attempt of the full
 * critical-thinking test (30 minutes, longer than the runs), save answers as fast as the
 * server answers, one request at a time each. A bounded loop rather than autocannon, which
 * sends one cookie for all its connections: here each connection is its own member.
 */
export type PracticeAnswersResult = {
  label: string;
  members: number;
  seconds: number;
  runs: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  cpuMsPerRequest: number;
};

export const practiceMembers = 20;
const fullTestTitle = 'Critical thinking: full practice test';

const forms = z.object({ forms: z.array(z.object({ id: z.string(), title: z.string() })) });
const attempt = z.object({ id: z.string(), questions: z.array(z.object({ id: z.string(), options: z.array(z.object({ id: z.string() })) })) });
type Attempt = z.infer<typeof attempt>;

/** A member with a plan and an open attempt, signed up from an address of their own. */
async function memberWithAttempt(site: Site, index: number): Promise<{ member: Session; attempt: Attempt }> {
  const from = `10.44.0.${index + 1}`;
  const member = await signUpVerifiedMember(site, `Practice${index}`, { from });
  await buyDemoPlan(member);
  const form = (await apiJson(member, '/api/practice/forms', forms)).forms.find((entry) => entry.title === fullTestTitle);
  if (!form) throw new Error(`no published form titled "${fullTestTitle}"`);
  return { member, attempt: await apiJson(member, '/api/practice/attempts', attempt, { method: 'POST', json: { formId: form.id } }) };
}

type Tally = { latenciesMs: number[]; non2xx: number; errors: number };

/** One member saving answers back to back until `until`: each question in turn, its options in turn. */
async function saveUntil({ member, attempt }: { member: Session; attempt: Attempt }, until: number, tally: Tally) {
  for (let n = 0; performance.now() < until; n++) {
    const question = attempt.questions[n % attempt.questions.length]!;
    const option = question.options[Math.floor(n / attempt.questions.length) % question.options.length]!;
    const started = performance.now();
    try {
      const response = await fetchApi(member, `/api/practice/attempts/${attempt.id}/answers/${question.id}`, { method: 'PUT', json: { answer: option.id } });
      await response.arrayBuffer();
      if (response.status === 200) tally.latenciesMs.push(performance.now() - started);
      else tally.non2xx += 1;
    } catch {
      tally.errors += 1;
      await sleep(10);
    }
  }
}

async function run(takers: { member: Session; attempt: Attempt }[], seconds: number): Promise<Tally> {
  const tally: Tally = { latenciesMs: [], non2xx: 0, errors: 0 };
  const until = performance.now() + seconds * 1000;
  await Promise.all(takers.map((taker) => saveUntil(taker, until, tally)));
  tally.latenciesMs.sort((a, b) => a - b);
  return tally;
}

/** Sets up the members, warms up for 2 s, then `runs` × `seconds` of saving; medians across runs. */
export async function measurePracticeAnswers(site: Site, serverPid: number, { seconds, runs }: { seconds: number; runs: number }): Promise<PracticeAnswersResult> {
  const takers = [];
  for (let index = 0; index < practiceMembers; index++) takers.push(await memberWithAttempt(site, index));
  await run(takers, 2);
  const tallies: Tally[] = [];
  let cpuSeconds = 0;
  for (let index = 0; index < runs; index++) {
    const before = readCpuSeconds(serverPid);
    tallies.push(await run(takers, seconds));
    cpuSeconds += readCpuSeconds(serverPid) - before;
  }
  const requests = tallies.reduce((sum, tally) => sum + tally.latenciesMs.length + tally.non2xx + tally.errors, 0);
  const latency = (share: number) => median(tallies.map((tally) => percentileOfSorted(tally.latenciesMs, share)));
  return {
    label: `PUT /api/practice/attempts/:id/answers/:questionId (${practiceMembers} members)`,
    members: practiceMembers,
    seconds,
    runs,
    requests,
    requestsPerSecond: median(tallies.map((tally) => tally.latenciesMs.length / seconds)),
    p50Ms: latency(0.5),
    p95Ms: latency(0.95),
    p99Ms: latency(0.99),
    non2xx: tallies.reduce((sum, tally) => sum + tally.non2xx, 0),
    errors: tallies.reduce((sum, tally) => sum + tally.errors, 0),
    cpuMsPerRequest: (cpuSeconds * 1000) / requests,
  };
}
