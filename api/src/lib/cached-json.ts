import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One encoding of a cached body, with every header that describes it. */
export interface Representation {
  body: Buffer;
  /** Strong, so it differs between encodings of the same JSON (RFC 9110 §8.8.3). */
  etag: string;
  /** For a 200 carrying the body. */
  headers: OutgoingHttpHeaders;
  /** For a 304: the validator and caching rules, without the body's own headers. */
  notModifiedHeaders: OutgoingHttpHeaders;
}

export interface CachedJsonOptions {
  cacheControl: string;
  /** Bodies under this many bytes are kept as they are, whatever the client accepts. */
  compressFrom: number;
}

/** A serialised JSON body kept for repeated answers, encoded once per encoding that is asked for. */
export class CachedJson {
  private readonly representations: Partial<Record<Encoding, Representation>> = {};
  private readonly hash: string;

  constructor(
    private readonly json: string,
    private readonly options: CachedJsonOptions,
  ) {
    this.hash = createHash('sha1').update(json).digest('base64url');
  }

  representation(accepted: Encoding): Representation {
    const encoding = Buffer.byteLength(this.json) < this.options.compressFrom ? 'identity' : accepted;
    return (this.representations[encoding] ??= this.encode(encoding));
  }

  private encode(encoding: Encoding): Representation {
    // Bytes, not a string: Node would encode a string again for every answer.
    const body =
      encoding === 'br'
        ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(this.json)
          : Buffer.from(this.json);
    const etag = encoding === 'identity' ? `"${this.hash}"` : `"${this.hash}-${encoding}"`;
    const notModifiedHeaders = {
      etag,
      'cache-control': this.options.cacheControl,
      vary: 'Accept-Encoding',
    };
    return {
      body,
      etag,
      notModifiedHeaders,
      headers: {
        ...notModifiedHeaders,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      },
    };
  }
}

const REFUSED = /^\s*q\s*=\s*0(\.0{0,3})?\s*$/i;

/** The encoding to answer with: brotli, else gzip, when Accept-Encoding allows it (`q=0` refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let gzip = false;
  for (const item of acceptEncoding.split(',')) {
    const [coding = '', ...parameters] = item.split(';');
    const name = coding.trim().toLowerCase();
    if (name !== 'br' && name !== 'gzip' && name !== '*') continue;
    if (parameters.some((parameter) => REFUSED.test(parameter))) continue;
    if (name === 'br') return 'br';
    gzip = true;
  }
  return gzip ? 'gzip' : 'identity';
}

/** If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
