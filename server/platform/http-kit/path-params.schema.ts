import { z } from 'zod';

/**
 * The shapes of the identifiers that appear in URLs, shared by the API's route table and
 * the pages' loaders. Anything else in their place cannot name a resource: 404, before any
 * query or file path sees it.
 */
export const pathParams = {
  /** A row keyed by a database UUID (reviews, uploads, enquiries, library items, checkouts). */
  recordId: z.uuid().meta({ example: '0b7c6a3e-5f1d-4c2a-9e8b-3d4f5a6b7c8d' }),
  /** A member's id, as Better Auth makes them. */
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).meta({ example: 'Xq3vN8kLm2Pz7RtY' }),
  /** A collection's or course's slug. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(100).meta({ example: 'training-contracts' }),
  /** A payment provider's invoice id (`demo_in_<uuid>`, Stripe's `in_...`). */
  invoiceId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/).meta({ example: 'in_1PqRsT2uVwXyZ' }),
  /** An opaque token from an emailed or signed link. */
  token: z.string().regex(/^[A-Za-z0-9._~-]{1,2048}$/).meta({ example: 'eyJ2IjoxfQ.c2lnbmVk' }),
} satisfies Record<string, z.ZodType<string, string>>;

