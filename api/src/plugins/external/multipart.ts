import multipart, { type MultipartFile } from '@fastify/multipart';
import { RESUME_MAX_BYTES } from '@haveli/contracts';
import fp from 'fastify-plugin';

/** An uploaded file as a route's body holds it once the form has been read. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
  /** The file was larger than the limit: `data` holds only its first part. */
  truncated: boolean;
}

export const MAX_UPLOAD_BYTES = RESUME_MAX_BYTES;

/** The form parser (busboy) fails on a broken body with plain errors: these are the client's fault. */
const BROKEN_FORM =
  /^(Multipart: |Unexpected end of (multipart|form) data|Malformed part header|Part terminated early)/;
export const isBrokenMultipart = (error: unknown): boolean =>
  error instanceof Error && !('statusCode' in error) && BROKEN_FORM.test(error.message);

/**
 * multipart/form-data bodies (SPEC §7 contact/create, and job applications with their resume). Fields
 * arrive in `request.body` as strings, so routes validate them with their zod schema like JSON; a file
 * arrives as an UploadedFile. A file over the limit is cut short and flagged rather than failing the
 * request, so that the route can answer 400 with a message fit for the form.
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
      async onFile(part: MultipartFile) {
        const data = await part.toBuffer();
        const file: UploadedFile = {
          filename: part.filename,
          mimetype: part.mimetype,
          data,
          truncated: part.file.truncated,
        };
        (part as MultipartFile & { value: UploadedFile }).value = file;
      },
    });
  },
  { name: 'multipart' },
);
