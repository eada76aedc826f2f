export { http, configureApiClient, type ApiClientConfig, type RequestOptions } from './http';
export { ApiRequestError, NETWORK_ERROR_MESSAGE } from './errors';
export { storeSession, clearSession, readToken } from './storage';
export { decodeToken } from './token';
export { restoreSession, signIn, signOut, SESSION_EXPIRED_MESSAGE } from './session';

export { login, register, getMe, type MeResponse } from './calls/auth';
export { getFaqs } from './calls/faqs';
export { getFoodItems } from './calls/food-items';
export { getRooms } from './calls/rooms';
