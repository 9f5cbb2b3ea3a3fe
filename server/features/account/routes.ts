import { z } from 'zod';
import { userRoles } from '../../db/schema';
import { json, route, type RouteFactory } from '../kit/route-table';
import { notFound } from '../../platform/errors';
import { profileUpdateSchema, settingsSchema } from '../auth/auth.schema';
import { timeFactors } from '../timed-attempts/timing';
import { getAccount } from './get-account';
import { saveSettings, updateProfile } from './update-account';
import { closeAccount } from './close-account';

const account = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    university: z.string(),
    lawBackground: z.boolean(),
    role: z.enum(userRoles),
  }),
  settings: z.object({
    emailNotifications: z.boolean(),
    deadlineReminders: z.boolean(),
    theme: z.string(),
    timeFactor: z.literal(timeFactors).nullable().describe('Extra time on every timed attempt started afterwards: the limit times this; null is untimed.'),
    timerHidden: z.boolean().describe('The countdown is hidden while the member answers (the time left is still announced and enforced).'),
  }),
});

export const accountRoutes: RouteFactory = (services) => {
  const { db } = services;
  const accountOf = async (userId: string) => (await getAccount(db, { userId })) ?? Promise.reject(notFound());
  return [
    {
      method: 'GET',
      operationId: 'getAccount',
      path: '/me',
      access: 'member',
      keep: 'member',
      responses: { 200: json('Profile and settings.', account) },
      summary: 'The signed-in member: profile and settings.',
      handler: async (c) => c.json(await accountOf(c.get('viewer').userId)),
    },
    route({
      method: 'PATCH',
      operationId: 'updateProfile',
      path: '/me/profile',
      access: 'member',
      body: profileUpdateSchema,
      responses: { 200: json('The account, updated.', account) },
      summary: 'Update first name, last name, university, law background.',
      handler: async (c, { body }) => {
        const { userId } = c.get('viewer');
        await updateProfile(services, { userId, changes: body });
        return c.json(await accountOf(userId));
      },
    }),
    route({
      method: 'PUT',
      operationId: 'saveSettings',
      path: '/me/settings',
      access: 'member',
      body: settingsSchema,
      responses: { 200: json('The account, updated.', account) },
      summary:
        'Save email notifications, deadline reminders (`deadlineReminders`, optional: unchanged when absent), theme, and for timed practice the time factor (`timeFactor`: 1, 1.25, 1.5, 2, or null for untimed) and `timerHidden` (both optional: unchanged when absent).',
      handler: async (c, { body }) => {
        const { userId } = c.get('viewer');
        await saveSettings(services, { userId, settings: body });
        return c.json(await accountOf(userId));
      },
    }),
    {
      method: 'DELETE',
      operationId: 'deactivateAccount',
      path: '/me',
      access: 'member',
      responses: { 200: json('Deactivated and signed out.', z.object({ deactivated: z.literal(true) })) },
      summary: 'Deactivate: cancel the subscription, erase the member’s data and files, sign out.',
      handler: async (c) => {
        const cookies = await closeAccount(services, { userId: c.get('viewer').userId, requestHeaders: c.req.raw.headers });
        const response = c.json({ deactivated: true });
        for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
        return response;
      },
    },
  ];
};
