import { describe, expect, it, vi } from 'vitest';
import { loadedAtScript } from './use-time-left';

/** Runs the script as a browser would at parse, with the device's clock at `deviceNow`. */
function parsedAt(script: string, deviceNow: number, headReadAt?: number) {
  const window: { practiceClock?: { serverNow: string; loadedAt: number }; headReadAt?: number } = { headReadAt };
  vi.spyOn(Date, 'now').mockReturnValue(deviceNow);
  try {
    new Function('window', script)(window);
  } finally {
    vi.restoreAllMocks();
  }
  return window.practiceClock;
}

describe('loadedAtScript', () => {
  const serverNow = '2026-11-27T10:00:00.000Z';

  it('moves the device’s reading back by the server’s time between its clock and the page', () => {
    const written = Date.parse(serverNow) + 850; // the loader's queries and the render took 850 ms
    const device = Date.parse(serverNow) + 3 * 3600_000; // a device three hours ahead
    expect(parsedAt(loadedAtScript(serverNow, written), device)).toEqual({ serverNow, loadedAt: device - 850 });
  });

  it('takes the device’s reading from the head, before the stylesheet held the body’s scripts back', () => {
    const written = Date.parse(serverNow) + 40;
    expect(parsedAt(loadedAtScript(serverNow, written), 9_000, 8_600)).toEqual({ serverNow, loadedAt: 8_560 });
  });

  it('never moves it forward', () => {
    expect(parsedAt(loadedAtScript(serverNow, Date.parse(serverNow) - 5), 1_000)).toEqual({ serverNow, loadedAt: 1_000 });
  });
});
