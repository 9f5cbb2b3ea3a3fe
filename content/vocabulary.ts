/** The ids of a label map (`{ id: 'Label' }`) as a non-empty tuple, as zod enums and Drizzle columns want them. */
export const idsOf = <Labels extends Record<string, string>>(labels: Labels) =>
  Object.keys(labels) as [keyof Labels & string, ...(keyof Labels & string)[]];
