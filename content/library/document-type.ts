/**
 * The body text size of the library's documents, in PDF points: the PDF renderer sets it, and
 * the viewer opens pages at a zoom where it reads at a legible size on a phone.
 */
export const documentBodyPoints = 10.5;
