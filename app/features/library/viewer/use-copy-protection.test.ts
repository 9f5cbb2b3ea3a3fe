import { describe, expect, it } from 'vitest';
import { isProtectedShortcut } from './use-copy-protection';

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) =>
  isProtectedShortcut({ key, ctrlKey: false, metaKey: false, shiftKey: false, ...modifiers });

describe('isProtectedShortcut', () => {
  it('blocks save, print, view source and copy with Ctrl or Cmd', () => {
    for (const key of ['s', 'p', 'u', 'c', 'S', 'C']) {
      expect(press(key, { ctrlKey: true })).toBe(true);
      expect(press(key, { metaKey: true })).toBe(true);
    }
  });

  it('blocks Ctrl/Cmd+Shift+I but not Ctrl+I', () => {
    expect(press('I', { ctrlKey: true, shiftKey: true })).toBe(true);
    expect(press('I', { metaKey: true, shiftKey: true })).toBe(true);
    expect(press('i', { ctrlKey: true })).toBe(false);
  });

  it('lets typing and other shortcuts through', () => {
    expect(press('s')).toBe(false);
    expect(press('7')).toBe(false);
    expect(press('v', { ctrlKey: true })).toBe(false);
    expect(press('a', { metaKey: true })).toBe(false);
  });
});
