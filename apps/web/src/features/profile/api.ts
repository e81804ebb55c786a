import type { ChangePasswordRequest, ProfileRequest } from '@spm/contracts';
import { api } from '../../app/api/client';

/** Data of `POST /api/v1/me/password`; a server may hand out a fresh token with it. */
export interface PasswordChanged {
  access_token?: string;
}

export const changePassword = (body: ChangePasswordRequest) =>
  api.post<PasswordChanged | null>('/api/v1/me/password', body, { silent: true });

export const updateProfile = (body: ProfileRequest) =>
  api.put<unknown>('/api/v1/me/profile', body, { silent: true });
