import { z } from 'zod';
import { callbackPath, settingsSchema } from '@server/features/auth/auth.schema';

/**
 * What the theme toggle posts to /theme: the theme (the settings' own rule, with its message)
 * and the page to go back to, a path on this site or else the home page.
 */
export const themeChoiceSchema = z.object({
  theme: settingsSchema.shape.theme,
  returnTo: callbackPath.transform((path) => path ?? '/'),
});
