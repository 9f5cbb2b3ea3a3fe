import { describe, expect, it } from 'vitest';
import { accountPageHref, isAccountDoor } from './login-link';

describe('the log-in and sign-up pages’ addresses', () => {
  it('carry where the person was, encoded, and nothing for the home page', () => {
    expect(accountPageHref('login', '/settings?tab=theme')).toBe('/login?returnTo=%2Fsettings%3Ftab%3Dtheme');
    expect(accountPageHref('signup', '/services')).toBe('/signup?returnTo=%2Fservices');
    expect(accountPageHref('login', '/')).toBe('/login');
  });

  it('never send the person back to a way in or out', () => {
    expect(accountPageHref('login', '/login?returnTo=%2Fsettings')).toBe('/login');
    expect(accountPageHref('signup', '/logout')).toBe('/signup');
    expect(isAccountDoor('/login-help')).toBe(false);
    expect(isAccountDoor('/signup/')).toBe(true);
  });
});
