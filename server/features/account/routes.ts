import type { RouteFactory } from '../kit/route-table';
import { parseJson } from '../kit/route-table';
import { notFound } from '../../platform/errors';
import { profileUpdateSchema, settingsSchema } from '../auth/auth.schema';
import { getAccount } from './get-account';
import { saveSettings, updateProfile } from './update-account';
import { closeAccount } from './close-account';

export const accountRoutes: RouteFactory = (services) => {
  const { db } = services;
  const accountOf = async (userId: string) => (await getAccount(db, { userId })) ?? Promise.reject(notFound());
  return [
    {
      method: 'GET',
      path: '/me',
      access: 'member',
      summary: 'The signed-in member: profile and settings.',
      handler: async (c) => c.json(await accountOf(c.get('viewer').userId)),
    },
    {
      method: 'PATCH',
      path: '/me/profile',
      access: 'member',
      summary: 'Update first name, last name, university, law background.',
      handler: async (c) => {
        const { userId } = c.get('viewer');
        await updateProfile(services, { userId, changes: await parseJson(c, profileUpdateSchema) });
        return c.json(await accountOf(userId));
      },
    },
    {
      method: 'PUT',
      path: '/me/settings',
      access: 'member',
      summary: 'Save email notifications, deadline reminders (`deadlineReminders`, optional: unchanged when absent) and theme.',
      handler: async (c) => {
        const { userId } = c.get('viewer');
        await saveSettings(services, { userId, settings: await parseJson(c, settingsSchema) });
        return c.json(await accountOf(userId));
      },
    },
    {
      method: 'DELETE',
      path: '/me',
      access: 'member',
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
