import { describe, expect, it } from 'vitest';
import { initialsOf } from './viewer';

describe('initialsOf', () => {
  it('uses the first letters of first and last name', () => {
    expect(initialsOf({ firstName: 'ada', lastName: 'Lovelace', email: 'a@x.com' })).toBe('AL');
  });
  it('falls back to the email initial, then U', () => {
    expect(initialsOf({ firstName: '', lastName: ' ', email: 'zoe@example.com' })).toBe('Z');
    expect(initialsOf({})).toBe('U');
  });
});
