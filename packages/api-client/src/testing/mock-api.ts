import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../http';

export type Reply = { status: number; data?: unknown } | 'network-error' | 'timeout';

/**
 * Answers every request of `http` with `reply`, failing as axios's own adapters do, and returns the
 * requests as they left the client (after its interceptors).
 */
export function mockApi(
  reply: (config: InternalAxiosRequestConfig) => Reply = () => ({ status: 200, data: {} }),
): InternalAxiosRequestConfig[] {
  const sent: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    sent.push(config);
    const answer = reply(config);
    const request = {};
    switch (answer) {
      case 'network-error':
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, request);
      case 'timeout':
        throw new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED, config, request);
    }
    const response: AxiosResponse = {
      data: undefined,
      ...answer,
      statusText: '',
      headers: {},
      config,
      request,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, request, response);
  };
  return sent;
}
