import type { SignUpInput } from '@server/features/auth/auth.schema';
import { apiRequest } from '~/lib/api-client';

export const signUp = (input: SignUpInput) =>
  apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    json: { ...input, name: `${input.firstName} ${input.lastName}` },
  });
