import { z } from 'zod';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { sameSitePath } from '../../platform/http-kit/redirect-target';
import { plainText } from '../../platform/http-kit/text.schema';
import { timeFactors, type TimeFactor } from '../timed-attempts/timing';

/** Shared by the account forms and the API, so both apply the same rules and messages. */
export const minPasswordLength = 10;

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Please enter a valid email address'));

/** Shown under the new-password fields of reset and change: exactly what the server checks (`weakPasswordReason`). */
export const newPasswordHint = `At least ${minPasswordLength} characters. Not a common password, nor a common word with numbers or symbols added.`;

/** Sign-up also knows the email, so the rule (and its hint) adds it. */
export const signUpPasswordHint = `At least ${minPasswordLength} characters. Not a common password, nor a common word with numbers or symbols added, nor your email address’s name (or part of it) with or without numbers or symbols.`;

export const newPasswordField = z
  .string()
  .min(minPasswordLength, `Password must be at least ${minPasswordLength} characters long.`)
  .max(128, 'Password must be at most 128 characters long.');

const requiredText = (label: string) =>
  plainText(100, `${label} must be at most 100 characters`).pipe(z.string().min(1, `${label} is required`));

/** Where to send the member afterwards: a path on this site, or nothing (the route's default applies). */
export const callbackPath = z
  .string()
  .max(500)
  .transform((target) => sameSitePath(target))
  .optional()
  .catch(undefined);

export const profileFields = {
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  university: requiredText('University'),
  lawBackground: z.boolean(),
};

export const signUpSchema = z.strictObject({
  ...profileFields,
  lawBackground: profileFields.lawBackground.default(true),
  email: emailField,
  password: newPasswordField,
  name: plainText(201).optional(),
  callbackURL: callbackPath,
});

export const signInSchema = z.strictObject({
  email: emailField,
  password: z.string().min(1, 'Password is required').max(128),
  callbackURL: callbackPath,
  rememberMe: z.boolean().optional(),
});

export const emailOnlySchema = z.strictObject({
  email: emailField,
  callbackURL: callbackPath,
  redirectTo: callbackPath,
});

export const resetPasswordSchema = z.strictObject({
  newPassword: newPasswordField,
  // The emailed link's token: its own shape, so a control character never reaches the database.
  token: pathParams.token,
});

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required').max(128),
  newPassword: newPasswordField,
  revokeOtherSessions: z.boolean().optional(),
});

export const profileUpdateSchema = z
  .strictObject({
    firstName: profileFields.firstName.optional(),
    lastName: profileFields.lastName.optional(),
    university: profileFields.university.optional(),
    lawBackground: profileFields.lawBackground.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');

/** The settings page's radio value for an untimed attempt (the API's `null`). */
export const untimedChoice = 'untimed';
const timeFactorMessage = 'Choose how much time you want for timed tests.';

/**
 * A time factor from JSON (one of `timeFactors`, or null for untimed), or the radio's value
 * from the settings form (the factor written out, or `untimed`).
 */
export const timeFactorField = z.union(
  [
    z.literal(timeFactors, timeFactorMessage),
    z.null(),
    z
      .enum([...timeFactors.map(String), untimedChoice], timeFactorMessage)
      .transform((choice) => (choice === untimedChoice ? null : (Number(choice) as TimeFactor))),
  ],
  timeFactorMessage,
);

/** The "Timed practice" part of the settings: the time factor, and whether the countdown is hidden. */
export const timedPracticeSettingsSchema = z.strictObject({
  timeFactor: timeFactorField,
  timerHidden: z.boolean(),
});

export const settingsSchema = z.strictObject({
  emailNotifications: z.boolean(),
  /** Emails before tracked deadlines; left as it was when a client does not send it. */
  deadlineReminders: z.boolean().optional(),
  theme: z.enum(['light', 'dark']),
  /** Timed practice; each left as it was when a client does not send it. */
  ...timedPracticeSettingsSchema.partial().shape,
});

export type SettingsInput = z.infer<typeof settingsSchema>;
export type TimedPracticeSettingsInput = z.infer<typeof timedPracticeSettingsSchema>;
