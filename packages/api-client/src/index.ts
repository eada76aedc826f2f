export { http, configureApiClient, type ApiClientConfig, type RequestOptions } from './http';
export { ApiRequestError, NETWORK_ERROR_MESSAGE } from './errors';
export { postOnce } from './idempotent';
export { getPaged } from './get-paged';
export { storeSession, clearSession, readToken } from './storage';
export { decodeToken } from './token';
export { restoreSession, signIn, signOut, renewSession, SESSION_EXPIRED_MESSAGE } from './session';
export { startCartSync, flushCartSync, CART_NOT_SAVED_MESSAGE } from './cart-sync';
