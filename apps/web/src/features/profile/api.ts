import { authEndpoints, type ChangePasswordRequest, type ProfileRequest } from '@spm/contracts';
import { call } from '../../app/api/endpoint';

/** Data of `POST /api/v1/me/password`: the fresh token (also in the `x-authorization` header). */
export type { FreshToken as PasswordChanged } from '@spm/contracts';

export const changePassword = (body: ChangePasswordRequest) =>
  call(authEndpoints.changePassword, { body }, { silent: true });

export const updateProfile = (body: ProfileRequest) =>
  call(authEndpoints.updateProfile, { body }, { silent: true });
