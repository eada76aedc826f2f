import type {
  AccountMessageResponse,
  CurrentUser,
  ForgotPasswordRequest,
  ProfileUpdate,
  ResetPasswordRequest,
} from '@haveli/contracts';
import { http, type RequestOptions } from '../http';

/** Always answers with the same neutral message, whether or not the email has an account. */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<AccountMessageResponse> {
  const { data } = await http.post<AccountMessageResponse>('auth/forgot-password', body);
  return data;
}

export async function resetPassword(body: ResetPasswordRequest): Promise<AccountMessageResponse> {
  const { data } = await http.post<AccountMessageResponse>('auth/reset-password', body);
  return data;
}

/** A profile by id: the signed-in guest's own (or anyone's for staff); another's is a 403. */
export async function getUserProfile(
  userId: string | number,
  { signal }: RequestOptions = {},
): Promise<CurrentUser> {
  const { data } = await http.get<CurrentUser>(`user/${encodeURIComponent(userId)}`, { signal });
  return data;
}

export async function updateUserProfile(userId: string | number, body: ProfileUpdate): Promise<CurrentUser> {
  const { data } = await http.put<CurrentUser>(`user/${encodeURIComponent(userId)}`, body);
  return data;
}
