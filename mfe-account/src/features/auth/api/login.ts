import { ApiRequestError, http, signIn } from '@haveli/api-client';
import type { LoginRefusal, LoginRequest, LoginResponse, TwoFactorChallenge } from '@haveli/contracts';
import { useMutation } from '@haveli/query';
import { forgetDevice, rememberDevice, rememberedDevice } from './trusted-devices';

/** Signed in, or a right password whose second step (staff's authenticator code) is asked for. */
export type LoginOutcome =
  { signedIn: true } | { signedIn: false; challenge: TwoFactorChallenge; message: string };

/**
 * POST auth/login. A 401 that asks for the second step is an answer, not a failure; any other 401 means wrong
 * credentials, not an ended session: the form shows it.
 */
export async function login(body: LoginRequest): Promise<LoginResponse | SecondStepAsked> {
  const { data } = await http.post<LoginResponse | LoginRefusal>('auth/login', body, {
    skipAuthRedirect: true,
    validateStatus: (status) => (status >= 200 && status < 300) || status === 401,
  });
  if ('success' in data) return data;
  if (!data.two_factor) throw new ApiRequestError(data.message, 401);
  return { challenge: data.two_factor, message: data.message };
}

interface SecondStepAsked {
  challenge: TwoFactorChallenge;
  message: string;
}

/**
 * POST auth/login, then sign in: the session is stored where the guest's "remember me" says and published
 * on the bus, where the header picks up the name. A browser remembered after a staff member's code sends its
 * token, and keeps the new one it is given.
 */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest): Promise<LoginOutcome> => {
      const deviceToken = body.code ? undefined : rememberedDevice(body.email);
      const answer = await login({ ...body, ...(deviceToken ? { deviceToken } : {}) });
      if (!('success' in answer)) {
        // A remembered browser asked for a code after all: its token has expired or was withdrawn.
        if (deviceToken) forgetDevice(body.email);
        return { signedIn: false, ...answer };
      }
      const { token, full_name, device_token } = answer.data;
      if (device_token) rememberDevice(body.email, device_token);
      signIn(token, full_name, body.remember ?? false);
      return { signedIn: true };
    },
  });
}
