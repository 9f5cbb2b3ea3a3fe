import { describe, expect, it } from 'vitest';
import { themeChoiceSchema } from './theme-choice';

const parse = (input: Record<string, string>) => themeChoiceSchema.safeParse(input);

describe('theme choice', () => {
  it('takes light or dark and the page to go back to', () => {
    expect(parse({ theme: 'dark', returnTo: '/faq?x=1' }).data).toEqual({ theme: 'dark', returnTo: '/faq?x=1' });
    expect(parse({ theme: 'light', returnTo: '/' }).data).toEqual({ theme: 'light', returnTo: '/' });
  });

  it('refuses any other theme', () => {
    for (const theme of ['system', 'blue', '']) expect(parse({ theme, returnTo: '/' }).success).toBe(false);
    expect(parse({ returnTo: '/' }).success).toBe(false);
  });

  it('goes back only to a path on this site, else to the home page', () => {
    for (const returnTo of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(parse({ theme: 'dark', returnTo }).data?.returnTo).toBe('/');
    }
    expect(parse({ theme: 'dark' }).data?.returnTo).toBe('/');
  });
});
