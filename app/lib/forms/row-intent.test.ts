import { describe, expect, it } from 'vitest';
import { readIntent, rowIntent, splitIntent } from './row-intent';

const formWith = (intent?: string) => {
  const form = new FormData();
  if (intent !== undefined) form.set('intent', intent);
  return form;
};

describe('row intents', () => {
  it('names the kind of form and its record', () => {
    expect(readIntent(formWith(rowIntent('note', 'a1b2')))).toEqual({ kind: 'note', id: 'a1b2' });
  });
  it('reads a page-wide intent without a record', () => {
    expect(readIntent(formWith('reorder'))).toEqual({ kind: 'reorder', id: '' });
  });
  it('reads a missing intent as nothing', () => {
    expect(readIntent(formWith())).toEqual({ kind: '', id: '' });
  });
});

describe('an intent as written', () => {
  it('splits into its kind and its record', () => {
    expect(splitIntent('save:a1b2')).toEqual({ kind: 'save', id: 'a1b2' });
    expect(splitIntent('add-question')).toEqual({ kind: 'add-question', id: '' });
  });
});
