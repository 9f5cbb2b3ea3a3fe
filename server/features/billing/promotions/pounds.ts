import { z } from 'zod';

/** Whole pounds and at most two decimals, an optional £ first: "5", "5.5", "£5.50". Nothing else: no 1e3, no 0x10, no commas. */
const poundsPattern = /^£?(\d{1,7})(?:\.(\d{1,2}))?$/;
const tooPrecise = /^£?\d+\.\d{3,}$/;

/**
 * An amount a person types in pounds, as pence; or the message saying why it is not one.
 * Read digit by digit, never through floating point, so 0.29 is 29 pence exactly.
 */
export function parsePounds(typed: string): { ok: true; pence: number } | { ok: false; message: string } {
  const text = typed.trim();
  const match = poundsPattern.exec(text);
  if (!match) {
    return {
      ok: false,
      message: tooPrecise.test(text) ? 'Amounts go to the penny: use at most 2 decimal places, like 5.50' : 'Enter an amount in pounds, like 5 or 5.50',
    };
  }
  const [, pounds, fraction = ''] = match;
  return { ok: true, pence: Number(pounds) * 100 + Number(fraction.padEnd(2, '0')) };
}

/** A form field in pounds that gives pence, for forms whose API takes minor units. */
export const poundsField = z.string('Enter an amount in pounds, like 5 or 5.50').transform((typed, ctx) => {
  const parsed = parsePounds(typed);
  if (parsed.ok) return parsed.pence;
  ctx.addIssue({ code: 'custom', message: parsed.message });
  return z.NEVER;
});
