import { describe, expect, it } from 'vitest';
import { deadlineFor, isPastDeadline, timeLeftSeconds, timeUsedSeconds } from './timing';

const start = new Date('2026-11-27T10:00:00Z');
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('deadlineFor', () => {
  it('is start + limit for the standard time', () => {
    expect(deadlineFor({ startedAt: start, limitSeconds: 1800, timeFactor: 1 })).toEqual(later(1800));
  });
  it('stretches the limit by the member’s factor: ×1.5 gives 45 minutes for 30', () => {
    expect(deadlineFor({ startedAt: start, limitSeconds: 1800, timeFactor: 1.5 })).toEqual(later(2700));
    expect(deadlineFor({ startedAt: start, limitSeconds: 600, timeFactor: 2 })).toEqual(later(1200));
  });
  it('rounds a stretched limit to the whole second', () => {
    expect(deadlineFor({ startedAt: start, limitSeconds: 61, timeFactor: 1.25 })).toEqual(later(76));
  });
  it('sets no deadline when the member is untimed', () => {
    expect(deadlineFor({ startedAt: start, limitSeconds: 1800, timeFactor: null })).toBeNull();
  });
  it('gives an untimed attempt the end its purpose names, unstretched, and a timed one its stretched limit', () => {
    expect(deadlineFor({ startedAt: start, limitSeconds: 1800, timeFactor: null, untimedLimitSeconds: 86_400 })).toEqual(later(86_400));
    expect(deadlineFor({ startedAt: start, limitSeconds: 1800, timeFactor: 2, untimedLimitSeconds: 86_400 })).toEqual(later(3600));
  });
});

describe('timeLeftSeconds', () => {
  const deadline = later(1800);
  it('counts whole seconds to the deadline on the server’s clock', () => {
    expect(timeLeftSeconds(deadline, later(600))).toBe(1200);
    expect(timeLeftSeconds(deadline, new Date(later(600).getTime() + 400))).toBe(1199);
  });
  it('is 0 at and after the deadline, never negative', () => {
    expect(timeLeftSeconds(deadline, deadline)).toBe(0);
    expect(timeLeftSeconds(deadline, later(4000))).toBe(0);
  });
  it('is null for an untimed attempt', () => {
    expect(timeLeftSeconds(null, later(600))).toBeNull();
  });
});

describe('isPastDeadline', () => {
  const deadline = later(1800);
  it('is false a millisecond before the deadline and true from it on', () => {
    expect(isPastDeadline(deadline, new Date(deadline.getTime() - 1))).toBe(false);
    expect(isPastDeadline(deadline, deadline)).toBe(true);
    expect(isPastDeadline(deadline, later(1801))).toBe(true);
  });
  it('is never true for an untimed attempt', () => {
    expect(isPastDeadline(null, later(10 ** 7))).toBe(false);
  });
});

describe('timeUsedSeconds', () => {
  it('counts to the close, or to now while open', () => {
    expect(timeUsedSeconds({ startedAt: start, deadline: later(1800), closedAt: later(900) }, later(5000))).toBe(900);
    expect(timeUsedSeconds({ startedAt: start, deadline: later(1800), closedAt: null }, later(300))).toBe(300);
  });
  it('never counts beyond the deadline (a sweep that closes late)', () => {
    expect(timeUsedSeconds({ startedAt: start, deadline: later(1800), closedAt: later(1860) }, later(1860))).toBe(1800);
  });
  it('counts to the close when untimed', () => {
    expect(timeUsedSeconds({ startedAt: start, deadline: null, closedAt: later(7200) }, later(9000))).toBe(7200);
  });
});
