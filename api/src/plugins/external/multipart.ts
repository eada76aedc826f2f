import multipart, { type MultipartFile } from '@fastify/multipart';
import { RESUME_MAX_BYTES } from '@haveli/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FieldError, HttpError } from '../../lib/http-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The file a multipart route takes: refused by its Content-Length and its first bytes before it is stored. */
    upload?: UploadRules;
  }
}

export interface UploadRules {
  /** The form field of the file, where a refusal's message is shown. */
  field: string;
  /** The types (file-type's `ext`) the file may start as; the route's schema then decides on the whole file. */
  types: readonly string[];
  typeMessage: string;
  sizeMessage: string;
}

/** An uploaded file as a route's body holds it once the form has been read: stored, not in memory. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  /** Its id in the file store (app.files). Removed after the answer unless the route keeps it. */
  id: string;
  size: number;
  /** The file was larger than the limit: only its first part was read. */
  truncated: boolean;
  /** Its first bytes and its last ones, enough to tell what it is (a zip's directory is at its end). */
  head: Buffer;
  tail: Buffer;
}

export const MAX_UPLOAD_BYTES = RESUME_MAX_BYTES;
/**
 * The largest multipart body read at all: the file, the text fields (12 of 64 KB at most) and the parts'
 * headers. A longer Content-Length is refused with 413 before a byte of the body is read.
 */
export const MAX_FORM_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
export const FORM_TOO_LARGE_MESSAGE = 'The form is too large.';
const HEAD_BYTES = 64;
/** What file-type reads to tell a type (its `sampleSize`): the first bytes decide before the rest is stored. */
const SNIFF_BYTES = 4100;
const TAIL_BYTES = 128 * 1024;

/** The form parser (busboy) fails on a broken body with plain errors: these are the client's fault. */
const BROKEN_FORM =
  /^(Multipart: |Unexpected end of (multipart|form) data|Malformed part header|Part terminated early)/;
export const isBrokenMultipart = (error: unknown): boolean =>
  error instanceof Error && !('statusCode' in error) && BROKEN_FORM.test(error.message);

/** Passes the chunks on while keeping the first and last bytes. */
async function* sampled(source: AsyncIterable<Buffer>, sample: { head: Buffer; tail: Buffer }) {
  for await (const chunk of source) {
    if (sample.head.length < HEAD_BYTES) {
      sample.head = Buffer.concat([sample.head, chunk.subarray(0, HEAD_BYTES - sample.head.length)]);
    }
    sample.tail =
      chunk.length >= TAIL_BYTES
        ? Buffer.from(chunk.subarray(chunk.length - TAIL_BYTES))
        : Buffer.concat([
            sample.tail.subarray(Math.max(0, sample.tail.length + chunk.length - TAIL_BYTES)),
            chunk,
          ]);
    yield chunk;
  }
}

/**
 * The file's first bytes (up to SNIFF_BYTES, fewer when it is shorter), and the whole stream again, so that
 * the type can be checked before anything is stored.
 */
async function firstBytes(
  source: AsyncIterable<Buffer>,
): Promise<{ head: Buffer; whole: AsyncIterable<Buffer> }> {
  const iterator = source[Symbol.asyncIterator]();
  const read: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    read.push(next.value);
    length += next.value.length;
  }
  async function* whole() {
    yield* read;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: Buffer.concat(read).subarray(0, SNIFF_BYTES), whole: whole() };
}

/** Whether a file starting with `head` may be of one of `types`: an empty file is left to the route's schema. */
async function startsAsAllowed(head: Buffer, types: readonly string[]): Promise<boolean> {
  if (head.length === 0) return true;
  // file-type is an ES module: imported, not required, from this CommonJS bundle.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(head);
  return type !== undefined && types.includes(type.ext);
}

/**
 * multipart/form-data bodies (SPEC §7 contact/create, and job applications with their resume). Fields
 * arrive in `request.body` as strings, so routes validate them with their zod schema like JSON; a file is
 * streamed into the file store as it arrives (busboy stops reading it at the limit) and arrives as an
 * UploadedFile. A file over the limit is cut short and flagged rather than failing the request, so that
 * the route can answer 400 with a message fit for the form.
 */
export default fp(
  async (app) => {
    // Before the body is read (and before Expect: 100-continue lets the client send it).
    app.addHook('preParsing', async (request, _reply, payload) => {
      const multipartBody = request.headers['content-type']?.toLowerCase().startsWith('multipart/');
      const length = Number(request.headers['content-length'] ?? 0);
      if (!multipartBody || !(length > MAX_FORM_BYTES)) return payload;
      const rules = request.routeOptions.config.upload;
      throw rules
        ? new FieldError(413, { [rules.field]: rules.sizeMessage })
        : new HttpError(413, FORM_TOO_LARGE_MESSAGE);
    });
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      throwFileSizeLimit: false,
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: 1,
        fields: 12,
        fieldSize: 64 * 1024,
        parts: 14,
        headerPairs: 50,
      },
      async onFile(this: FastifyRequest, part: MultipartFile) {
        const rules = this.routeOptions.config.upload;
        const { head, whole } = await firstBytes(part.file);
        if (rules && !(await startsAsAllowed(head, rules.types))) {
          part.file.resume();
          throw new FieldError(400, { [rules.field]: rules.typeMessage });
        }
        const sample = { head: Buffer.alloc(0), tail: Buffer.alloc(0) };
        const { id, size } = await app.files.put(sampled(whole, sample));
        this.uploads.push(id);
        const file: UploadedFile = {
          filename: part.filename,
          mimetype: part.mimetype,
          id,
          size,
          truncated: part.file.truncated,
          ...sample,
        };
        (part as MultipartFile & { value: UploadedFile }).value = file;
      },
    });
  },
  { name: 'multipart' },
);
