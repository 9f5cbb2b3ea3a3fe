import { describe, expect, it } from 'vitest';
import { viewerCommand } from './viewer-keys';

const atPage = (page: number, scrollsSideways = false) => ({ page, pageCount: 4, scrollsSideways });

const press = (
  key: string,
  position = atPage(2),
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => viewerCommand({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers }, position);

describe('viewerCommand', () => {
  it('pages with PageDown/PageUp, the side arrows, Home and End', () => {
    expect(press('PageDown')).toEqual({ goTo: 3 });
    expect(press('ArrowRight')).toEqual({ goTo: 3 });
    expect(press('PageUp')).toEqual({ goTo: 1 });
    expect(press('ArrowLeft')).toEqual({ goTo: 1 });
    expect(press('Home')).toEqual({ goTo: 1 });
    expect(press('End')).toEqual({ goTo: 4 });
  });

  it('maps the zoom and fit keys', () => {
    expect(press('+')).toBe('zoomIn');
    expect(press('=')).toBe('zoomIn');
    expect(press('-')).toBe('zoomOut');
    expect(press('0')).toBe('fit');
  });

  it('leaves PageDown, PageUp and the arrows to the browser when they would not change the page', () => {
    expect(press('PageDown', atPage(4))).toBeNull();
    expect(press('PageUp', atPage(1))).toBeNull();
    expect(press('ArrowLeft', atPage(1))).toBeNull();
  });

  it('takes Home and End even on the first and last page, so the window never scrolls away from the document', () => {
    expect(press('End', atPage(4))).toEqual({ goTo: 4 });
    expect(press('Home', atPage(1))).toEqual({ goTo: 1 });
  });

  it('leaves the side arrows to the browser while the pages scroll sideways', () => {
    expect(press('ArrowRight', atPage(2, true))).toBeNull();
    expect(press('ArrowLeft', atPage(2, true))).toBeNull();
    expect(press('PageDown', atPage(2, true))).toEqual({ goTo: 3 });
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(press('ArrowDown')).toBeNull();
    expect(press(' ')).toBeNull();
    expect(press('a')).toBeNull();
    expect(press('+', atPage(2), { ctrlKey: true })).toBeNull();
    expect(press('0', atPage(2), { metaKey: true })).toBeNull();
    expect(press('ArrowLeft', atPage(2), { altKey: true })).toBeNull();
  });
});
