/** A course's address, `/course/{slug}`: the lower-cased title, spaces to hyphens, other characters removed. */
export const courseSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
