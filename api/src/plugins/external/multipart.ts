import multipart, { type MultipartFile } from '@fastify/multipart';
import { RESUME_MAX_BYTES } from '@haveli/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

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
const HEAD_BYTES = 64;
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
 * multipart/form-data bodies (SPEC §7 contact/create, and job applications with their resume). Fields
 * arrive in `request.body` as strings, so routes validate them with their zod schema like JSON; a file is
 * streamed into the file store as it arrives (busboy stops reading it at the limit) and arrives as an
 * UploadedFile. A file over the limit is cut short and flagged rather than failing the request, so that
 * the route can answer 400 with a message fit for the form.
 */
export default fp(
  async (app) => {
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
        const sample = { head: Buffer.alloc(0), tail: Buffer.alloc(0) };
        const { id, size } = await app.files.put(sampled(part.file, sample));
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
