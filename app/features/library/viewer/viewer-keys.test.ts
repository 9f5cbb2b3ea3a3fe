import { describe, expect, it } from 'vitest';
import { viewerAction } from './viewer-keys';

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  viewerAction({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('viewerAction', () => {
  it('maps paging, zoom and fit keys', () => {
    expect(press('ArrowRight')).toBe('next');
    expect(press('PageDown')).toBe('next');
    expect(press('ArrowLeft')).toBe('previous');
    expect(press('PageUp')).toBe('previous');
    expect(press('Home')).toBe('first');
    expect(press('End')).toBe('last');
    expect(press('+')).toBe('zoomIn');
    expect(press('=')).toBe('zoomIn');
    expect(press('-')).toBe('zoomOut');
    expect(press('0')).toBe('fit');
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(press('ArrowDown')).toBeNull();
    expect(press('a')).toBeNull();
    expect(press('+', { ctrlKey: true })).toBeNull();
    expect(press('0', { metaKey: true })).toBeNull();
    expect(press('ArrowLeft', { altKey: true })).toBeNull();
  });
});
