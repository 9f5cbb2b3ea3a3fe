import { describe, expect, it } from 'vitest';
import { announcementDue, clockTimeLeft, deadlineAfter, describeDuration, describeFormTime, describeTimeLeft, msLeftAt, msUntilNextSecond, secondsLeftAt, type ServerClock } from './time-left';

const serverNow = '2026-11-27T10:00:00.000Z';
const deadline = '2026-11-27T10:30:00.000Z';

describe('secondsLeftAt', () => {
  it('counts from the server’s clock, whatever the device’s clock says', () => {
    for (const deviceOffset of [0, 3 * 3600_000, -3 * 3600_000, 17_345]) {
      const loadedAt = Date.parse(serverNow) + deviceOffset;
      const clock: ServerClock = { deadline, serverNow, loadedAt };
      expect(secondsLeftAt(clock, loadedAt)).toBe(1800);
      expect(secondsLeftAt(clock, loadedAt + 10 * 60_000)).toBe(1200);
      expect(secondsLeftAt(clock, loadedAt + 30 * 60_000)).toBe(0);
    }
  });

  it('rounds down as the server does, and never goes below 0', () => {
    const clock: ServerClock = { deadline, serverNow, loadedAt: 5_000 };
    expect(secondsLeftAt(clock, 5_000 + 1)).toBe(1799);
    expect(secondsLeftAt(clock, 5_000 + 1_799_001)).toBe(0);
    expect(msLeftAt(clock, 5_000 + 1_799_001)).toBe(999);
    expect(msLeftAt(clock, 5_000 + 1_800_000)).toBe(0);
    expect(secondsLeftAt(clock, 5_000 + 3_600_000)).toBe(0);
    expect(msLeftAt(clock, 5_000 + 3_600_000)).toBe(0);
  });
});

describe('deadlineAfter', () => {
  it('sets a stretch’s end on the server’s clock from the device’s elapsed time alone', () => {
    for (const deviceOffset of [0, 3 * 3600_000, -3 * 3600_000]) {
      const loadedAt = Date.parse(serverNow) + deviceOffset;
      // 20 s after the page loaded, a 90-second answer starts: it ends 110 s after the server's render.
      expect(deadlineAfter({ serverNow, loadedAt }, loadedAt + 20_000, 90, deadline)).toBe('2026-11-27T10:01:50.000Z');
    }
  });

  it('never ends after the attempt’s own deadline', () => {
    expect(deadlineAfter({ serverNow, loadedAt: 0 }, 29 * 60_000, 90, deadline)).toBe(deadline);
    expect(deadlineAfter({ serverNow, loadedAt: 0 }, 29 * 60_000, 90, null)).toBe('2026-11-27T10:30:30.000Z');
  });
});

describe('msUntilNextSecond', () => {
  const clock: ServerClock = { deadline, serverNow: '2026-11-27T10:00:00.250Z', loadedAt: 0 };
  it('waits until just after the shown second changes', () => {
    // 1799.75 s left: shown as 1799 until 750 ms from now.
    expect(secondsLeftAt(clock, 0)).toBe(1799);
    expect(msUntilNextSecond(clock, 0)).toBe(751);
    expect(secondsLeftAt(clock, 750)).toBe(1799);
    expect(secondsLeftAt(clock, 751)).toBe(1798);
    expect(msUntilNextSecond(clock, 751)).toBe(1000);
  });
  it('waits for the deadline itself in the last second, and is 0 once it has passed', () => {
    expect(msUntilNextSecond(clock, 1_799_250)).toBe(500);
    expect(msUntilNextSecond(clock, 1_799_750)).toBe(0);
    expect(msUntilNextSecond(clock, 2_000_000)).toBe(0);
  });
});

describe('describeTimeLeft', () => {
  it.each([
    [1800, 'About 30 minutes left'],
    [1385, 'About 23 minutes left'],
    [90, 'About 2 minutes left'],
    [89, 'About 1 minute left'],
    [60, 'About 1 minute left'],
    [59, 'Less than a minute left'],
    [1, 'Less than a minute left'],
    [0, 'Time is up'],
  ])('%i seconds: %s', (seconds, words) => {
    expect(describeTimeLeft(seconds)).toBe(words);
  });
});

describe('clockTimeLeft', () => {
  it.each([
    [1800, '30:00'],
    [61, '1:01'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('%i seconds: %s', (seconds, shown) => {
    expect(clockTimeLeft(seconds)).toBe(shown);
  });
});

describe('announcementDue', () => {
  it('announces 5 minutes and 1 minute once each after the start', () => {
    let last = 1800;
    const heard: number[] = [];
    for (let left = 1799; left >= 0; left -= 1) {
      const due = announcementDue(left, last);
      if (due !== null) {
        heard.push(due);
        last = left;
      }
    }
    expect(heard).toEqual([300, 60]);
  });

  it('says nothing for a mark already behind the start', () => {
    expect(announcementDue(239, 240)).toBeNull();
    expect(announcementDue(60, 240)).toBe(60);
    expect(announcementDue(30, 45)).toBeNull();
  });

  it('says the later mark once when a sleeping tab passed both', () => {
    expect(announcementDue(50, 400)).toBe(60);
    expect(announcementDue(49, 50)).toBeNull();
  });

  it('announces a mark when exactly on it, and not before', () => {
    expect(announcementDue(301, 1800)).toBeNull();
    expect(announcementDue(300, 1800)).toBe(300);
    expect(announcementDue(61, 300)).toBeNull();
  });
});

describe('describeFormTime', () => {
  it.each([
    [30, 1800, '30 minutes'],
    [30, 2700, '30 minutes (45 with your extra time)'],
    [30, 2250, '30 minutes (37.5 with your extra time)'],
    [8, 960, '8 minutes (16 with your extra time)'],
    [30, null, '30 minutes (untimed for you)'],
    [1, 60, '1 minute'],
  ])('%i minutes, %s seconds for the member: %s', (minutes, memberSeconds, words) => {
    expect(describeFormTime(minutes, memberSeconds)).toBe(words);
  });
});

describe('describeDuration', () => {
  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [725, '12 minutes 5 seconds'],
    [2700, '45 minutes'],
  ])('%i seconds: %s', (seconds, words) => {
    expect(describeDuration(seconds)).toBe(words);
  });
});
