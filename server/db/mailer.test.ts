import { describe, expect, it } from 'vitest';
import { retryDelaySeconds, withTimeouts } from './mailer';

describe('SMTP delivery settings', () => {
  it('bounds how long a silent server can hold a delivery, unless SMTP_URL says otherwise', () => {
    const url = new URL(withTimeouts('smtps://user:secret@smtp.example.com:465?socketTimeout=5000'));
    expect(url.searchParams.get('connectionTimeout')).toBe('10000');
    expect(url.searchParams.get('greetingTimeout')).toBe('10000');
    expect(url.searchParams.get('socketTimeout')).toBe('5000');
    expect(url.username).toBe('user');
  });

  it('waits 5, 10, 20 s between attempts, then never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 40].map(retryDelaySeconds)).toEqual([5, 10, 20, 30, 30, 30]);
  });
});
