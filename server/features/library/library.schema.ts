import { z } from 'zod';
import { pathParams } from '../../platform/http-kit/path-params.schema';

/** A member marks a library item done or not (the API's body; the page's form names the item too). */
export const progressSchema = z.strictObject({ completed: z.boolean() });
export const itemProgressSchema = progressSchema.extend({ itemId: pathParams.recordId });
