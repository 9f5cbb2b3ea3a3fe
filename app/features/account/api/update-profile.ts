import type { z } from 'zod';
import type { profileUpdateSchema } from '@server/features/auth/auth.schema';
import type { Account } from '@server/features/account/get-account';
import { apiRequest } from '~/lib/api-client';

export const updateProfile = (changes: z.input<typeof profileUpdateSchema>) =>
  apiRequest<Account>('/api/me/profile', { method: 'PATCH', json: changes });
