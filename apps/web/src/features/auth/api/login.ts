import { authSessionSchema } from '@navalha/core/contracts/auth';
import type { AuthSession, LoginBody } from '@navalha/core/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/login. Silent: the form shows its own errors (spec §8 "Auth errors"). */
export function login(body: LoginBody): Promise<AuthSession> {
  return apiRequest('/auth/login', {
    method: 'POST',
    body,
    schema: authSessionSchema,
    auth: false,
    silent: true,
  });
}

export function loginMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}
