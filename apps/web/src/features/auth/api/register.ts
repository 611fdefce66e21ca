import { authSessionSchema } from '@navalha/core/contracts/auth';
import type { AuthSession, RegisterBody } from '@navalha/core/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/register. Silent: errors go to the form's fields, else to a toast. */
export function register(body: RegisterBody): Promise<AuthSession> {
  return apiRequest('/auth/register', {
    method: 'POST',
    body,
    schema: authSessionSchema,
    auth: false,
    silent: true,
  });
}

export function registerMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'register'], mutationFn: register });
}

export function useRegister() {
  return useMutation(registerMutationOptions());
}
