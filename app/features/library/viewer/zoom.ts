import { documentBodyPoints } from '@content/library/document-type';

/** Zoom is a factor of the printed size: 1 shows a page at 100%. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;
const ZOOM_STEPS = [MIN_ZOOM, 0.75, 1, 1.25, 1.5, 2, 2.5, MAX_ZOOM];

/** CSS pixels per PDF point (96 dpi screen, 72 dpi PDF), as pdf.js's own viewer uses. */
export const CSS_PX_PER_PDF_POINT = 96 / 72;

/** Width of an A4 page in PDF points, used until the real page size is known. */
export const A4_WIDTH_POINTS = 595.28;

/** Fit-to-width may go below MIN_ZOOM so that a whole page still fits a phone screen. */
const MIN_FIT_ZOOM = 0.1;

/** Tolerance so that a fitted zoom like 0.9999 counts as 100%. */
const EPSILON = 0.005;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function nextZoomIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom + EPSILON) ?? MAX_ZOOM;
}

export function nextZoomOut(zoom: number): number {
  return ZOOM_STEPS.findLast((step) => step < zoom - EPSILON) ?? MIN_ZOOM;
}

export const canZoomIn = (zoom: number) => zoom < MAX_ZOOM - EPSILON;
export const canZoomOut = (zoom: number) => zoom > MIN_ZOOM + EPSILON;

/** The zoom at which a page `pageWidthPoints` wide fills `availableWidth` CSS pixels. */
export function fitWidthZoom(availableWidth: number, pageWidthPoints: number): number {
  if (availableWidth <= 0 || pageWidthPoints <= 0) return 1;
  return clamp(availableWidth / (pageWidthPoints * CSS_PX_PER_PDF_POINT), MIN_FIT_ZOOM, MAX_ZOOM);
}

/** The smallest body text the viewer opens a document at, in CSS pixels. */
export const MIN_BODY_TEXT_PX = 12;

/** The zoom at which the library's body text is MIN_BODY_TEXT_PX tall. */
export const READABLE_ZOOM = MIN_BODY_TEXT_PX / (documentBodyPoints * CSS_PX_PER_PDF_POINT);

/**
 * The zoom the viewer opens at: the page fills the available width, unless its text would then
 * be too small to read (a phone), when it stays at the readable zoom and the reader pans sideways.
 */
export const readableFitZoom = (availableWidth: number, pageWidthPoints: number) =>
  Math.max(fitWidthZoom(availableWidth, pageWidthPoints), READABLE_ZOOM);

export const formatZoom = (zoom: number) => `${Math.round(zoom * 100)}%`;

/** Canvas pixels per CSS pixel: sharp on high-density screens, capped at 2 to bound memory. */
export function canvasPixelRatio(devicePixelRatio: number): number {
  return devicePixelRatio > 0 ? Math.min(devicePixelRatio, 2) : 1;
}
