import type {
  AccountMessageResponse,
  CurrentUser,
  EmailVerificationStatus,
  ForgotPasswordRequest,
  ProfileUpdate,
  ResetPasswordRequest,
  VerifyEmailRequest,
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

/** Confirms the email of the account whose welcome (or later) mail carried the token. */
export async function verifyEmail(body: VerifyEmailRequest): Promise<AccountMessageResponse> {
  const { data } = await http.post<AccountMessageResponse>('auth/verify-email', body);
  return data;
}

/** Whether the signed-in account's email is confirmed. */
export async function getEmailVerification({
  signal,
}: RequestOptions = {}): Promise<EmailVerificationStatus> {
  const { data } = await http.get<EmailVerificationStatus>('auth/verification', { signal });
  return data;
}

/** Mails the signed-in account a new confirmation link. */
export async function sendVerificationMail(): Promise<AccountMessageResponse> {
  const { data } = await http.post<AccountMessageResponse>('auth/verification-mail', {});
  return data;
}

/** A profile by id: the signed-in account's own; any other account's is a 404. */
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
