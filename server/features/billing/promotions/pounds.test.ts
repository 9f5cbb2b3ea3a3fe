import { describe, expect, it } from 'vitest';
import { parsePounds } from './pounds';

describe('parsePounds', () => {
  it('reads pounds and pence as whole pence, without floating point', () => {
    expect(parsePounds('5')).toEqual({ ok: true, pence: 500 });
    expect(parsePounds('5.5')).toEqual({ ok: true, pence: 550 });
    expect(parsePounds(' £5.50 ')).toEqual({ ok: true, pence: 550 });
    expect(parsePounds('0.29')).toEqual({ ok: true, pence: 29 });
    expect(parsePounds('1234567.99')).toEqual({ ok: true, pence: 123456799 });
  });

  it('refuses more than two decimals with its own message', () => {
    expect(parsePounds('5.505')).toEqual({ ok: false, message: 'Amounts go to the penny: use at most 2 decimal places, like 5.50' });
  });

  it.each(['', '1e3', '0x10', '5,00', '1,000', '-5', '+5', '5.', '.5', 'five', 'Infinity', 'NaN', '£', '12345678'])('refuses %j', (typed) => {
    expect(parsePounds(typed)).toEqual({ ok: false, message: 'Enter an amount in pounds, like 5 or 5.50' });
  });
});
