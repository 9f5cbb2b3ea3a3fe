import type { SettingsInput } from '@server/features/auth/auth.schema';
import type { Account } from '@server/features/account/get-account';
import { apiRequest } from '~/lib/api-client';

export const saveSettings = (settings: SettingsInput) =>
  apiRequest<Account>('/api/me/settings', { method: 'PUT', json: settings });
