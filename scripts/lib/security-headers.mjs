// The headers every answer of the site's servers carries, and how a request over TLS is known.

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // No page of the site is meant to be framed (the shell's own CSP says so too, for browsers that read it).
  'X-Frame-Options': 'DENY',
};

/** Files other than the shell's page are never documents to run: nothing in them may load or frame. */
export const FILE_CSP = "default-src 'none'; frame-ancestors 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';

/** The request came over TLS: to this server, or to a proxy in front that says so. */
export const isTls = (request) =>
  Boolean(request.socket?.encrypted) ||
  String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim() === 'https';

/** Headers for every answer of a static server: the security set, and HSTS only over TLS. */
export function securityHeaders(request) {
  return { ...SECURITY_HEADERS, ...(isTls(request) ? { 'Strict-Transport-Security': HSTS } : {}) };
}
