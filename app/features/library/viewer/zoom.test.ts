import { describe, expect, it } from 'vitest';
import { documentBodyPoints } from '@content/library/document-type';
import {
  A4_WIDTH_POINTS,
  canvasPixelRatio,
  CSS_PX_PER_PDF_POINT,
  canZoomIn,
  canZoomOut,
  fitWidthZoom,
  formatZoom,
  MAX_ZOOM,
  MIN_BODY_TEXT_PX,
  MIN_ZOOM,
  nextZoomIn,
  nextZoomOut,
  READABLE_ZOOM,
  readableFitZoom,
} from './zoom';

describe('zoom steps', () => {
  it('steps in and out through the fixed levels', () => {
    expect(nextZoomIn(1)).toBe(1.25);
    expect(nextZoomOut(1)).toBe(0.75);
    expect(nextZoomIn(MIN_ZOOM)).toBe(0.75);
  });

  it('snaps a fitted zoom to the neighbouring level', () => {
    expect(nextZoomIn(1.1)).toBe(1.25);
    expect(nextZoomOut(1.1)).toBe(1);
    expect(nextZoomIn(0.9999)).toBe(1.25);
    expect(nextZoomIn(0.3)).toBe(MIN_ZOOM);
  });

  it('stops at the ends', () => {
    expect(nextZoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(nextZoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
    expect(canZoomIn(MAX_ZOOM)).toBe(false);
    expect(canZoomOut(MIN_ZOOM)).toBe(false);
    expect(canZoomIn(1)).toBe(true);
    expect(canZoomOut(1)).toBe(true);
    expect(canZoomOut(0.4)).toBe(false);
  });
});

describe('fitWidthZoom', () => {
  it('fits an A4 page (595pt) to the available CSS width', () => {
    expect(fitWidthZoom(793.7, 595.28)).toBeCloseTo(1, 3);
    expect(fitWidthZoom(396.85, 595.28)).toBeCloseTo(0.5, 3);
  });

  it('goes below the smallest step on narrow screens but stays bounded', () => {
    expect(fitWidthZoom(300, 595.28)).toBeCloseTo(0.378, 3);
    expect(fitWidthZoom(10, 595.28)).toBe(0.1);
    expect(fitWidthZoom(10_000, 595.28)).toBe(MAX_ZOOM);
  });

  it('falls back to 100% before anything is measured', () => {
    expect(fitWidthZoom(0, 595.28)).toBe(1);
  });
});

describe('formatting and pixel ratio', () => {
  it('shows whole percentages', () => {
    expect(formatZoom(1)).toBe('100%');
    expect(formatZoom(0.6667)).toBe('67%');
  });

  it('caps the canvas pixel ratio at 2', () => {
    expect(canvasPixelRatio(1)).toBe(1);
    expect(canvasPixelRatio(1.5)).toBe(1.5);
    expect(canvasPixelRatio(3)).toBe(2);
    expect(canvasPixelRatio(0)).toBe(1);
  });
});

describe('the zoom a document opens at', () => {
  it('fits the page to the width when its body text then reads at 12 px or more', () => {
    expect(readableFitZoom(794, A4_WIDTH_POINTS)).toBeCloseTo(1, 2);
    expect(readableFitZoom(794, A4_WIDTH_POINTS) * CSS_PX_PER_PDF_POINT * documentBodyPoints).toBeGreaterThanOrEqual(MIN_BODY_TEXT_PX);
  });

  it('stays at a readable zoom on a phone, where fitting the width would shrink body text to about 6 px', () => {
    const phone = 341;
    expect(fitWidthZoom(phone, A4_WIDTH_POINTS) * CSS_PX_PER_PDF_POINT * documentBodyPoints).toBeLessThan(7);
    expect(readableFitZoom(phone, A4_WIDTH_POINTS)).toBe(READABLE_ZOOM);
    expect(READABLE_ZOOM * CSS_PX_PER_PDF_POINT * documentBodyPoints).toBeCloseTo(MIN_BODY_TEXT_PX, 5);
  });
});
