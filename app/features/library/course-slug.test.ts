import { describe, expect, it } from 'vitest';
import { courseSlug } from './course-slug';

describe('courseSlug', () => {
  it('lower-cases, hyphenates spaces and drops other characters', () => {
    expect(courseSlug('M&A Fundamentals')).toBe('ma-fundamentals');
    expect(courseSlug('Firm-Specific Applications')).toBe('firm-specific-applications');
    expect(courseSlug('Law Firm Practice Areas')).toBe('law-firm-practice-areas');
  });
});
