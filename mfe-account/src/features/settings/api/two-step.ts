import { http, type RequestOptions } from '@haveli/api-client';
import type { TwoStepSetup, TwoStepStatus } from '@haveli/contracts';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';

const KEY = ['settings', 'two-step'] as const;

/** GET settings/two-step: whether this member of staff's sign-in asks for a code. */
export async function getTwoStep({ signal }: RequestOptions = {}): Promise<TwoStepStatus> {
  const { data } = await http.get<TwoStepStatus>('settings/two-step', { signal });
  return data;
}

/** POST settings/two-step/setup: the key to add to an authenticator app. */
export async function startTwoStep(): Promise<TwoStepSetup> {
  const { data } = await http.post<TwoStepSetup>('settings/two-step/setup');
  return data;
}

/** POST settings/two-step/confirm: on, with the app's first code. */
export async function confirmTwoStep(code: string): Promise<TwoStepStatus> {
  const { data } = await http.post<TwoStepStatus>('settings/two-step/confirm', { code });
  return data;
}

export const useTwoStep = (enabled: boolean) =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => getTwoStep({ signal }), enabled });

export const useStartTwoStep = () => useMutation({ mutationFn: startTwoStep });

export function useConfirmTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoStep,
    onSuccess: (status) => queryClient.setQueryData(KEY, status),
  });
}
