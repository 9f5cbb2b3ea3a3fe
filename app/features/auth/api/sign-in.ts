import type { z } from 'zod';
import type { signInSchema } from '@server/features/auth/auth.schema';
import { apiRequest } from '~/lib/api-client';

export type SignInInput = z.input<typeof signInSchema>;

export const signIn = (input: SignInInput) => apiRequest('/api/auth/sign-in/email', { method: 'POST', json: input });
