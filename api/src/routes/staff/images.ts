import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  rolesWith,
  STAFF_IMAGE_BUSY_MESSAGE,
  STAFF_IMAGE_DIMENSIONS_MESSAGE,
  STAFF_IMAGE_REQUIRED_MESSAGE,
  STAFF_IMAGE_SIZE_MESSAGE,
  STAFF_IMAGE_TYPE_MESSAGE,
  type StaffImage,
  staffImageSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { audit } from '../../lib/audit';
import { FieldError, HttpError } from '../../lib/http-errors';
import { ImageVariantsTimeout } from '../../lib/image-queue';
import { ImageProcessingError, variantFile } from '../../lib/images/pipeline';
import { signedInUserId } from '../../plugins/app/auth';
import { keepUpload } from '../../plugins/app/files';
import type { UploadedFile, UploadRules } from '../../plugins/external/multipart';

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).head);

/** JPEG, PNG or WebP, told from the file's first bytes rather than from its name or the type it claims. */
function isAcceptedImage({ head }: UploadedFile): boolean {
  const jpeg = head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  const png = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP';
  return jpeg || png || webp;
}

/** Refused from the request's length and the file's first bytes, before the rest is stored. */
const IMAGE_UPLOAD: UploadRules = {
  field: 'image',
  types: ['jpg', 'png', 'webp'],
  typeMessage: STAFF_IMAGE_TYPE_MESSAGE,
  sizeMessage: STAFF_IMAGE_SIZE_MESSAGE,
};

const imageFileSchema = z
  .custom<UploadedFile>(isUploadedFile, { error: STAFF_IMAGE_REQUIRED_MESSAGE, abort: true })
  .refine((file) => !file.truncated, { error: STAFF_IMAGE_SIZE_MESSAGE, abort: true })
  .refine(isAcceptedImage, { error: STAFF_IMAGE_TYPE_MESSAGE })
  .meta({ type: 'string', format: 'binary' });

const MIN_SIDE = 16;
// A 24-megapixel camera's 6000 px; larger ones take too much memory to decode on a small server. The
// pipeline's pixel limit (MAX_INPUT_PIXELS) is this side squared.
const MAX_SIDE = 6000;
const refused = (message: string) => new FieldError(400, { image: message });
/**
 * How long an upload waits for its variants, queue included: a 6000 px photo takes ~20 s of one core, so this
 * is several such photos queued ahead of it.
 */
const VARIANTS_WAIT_MS = 120_000;
const RETRY_AFTER_SECONDS = 30;

/**
 * Photos for content records (staff editing pages, rooms, dishes…): the upload is streamed into the file store
 * and checked from its header, then its AVIF and WebP variants are made through the image-variants job queue
 * (one photo at a time per API process, by whichever process is free) into the file store, where every API
 * process serves them (routes/images). The answer is the address an image field takes and the photo's size,
 * colour and placeholder.
 */
const staffImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const bytesOf = async (id: string): Promise<Buffer> => {
    const stream = await app.files.open(id);
    if (!stream) throw new Error('The uploaded image is missing from the file store');
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  app.post(
    '/images',
    {
      config: { access: rolesWith('content'), upload: IMAGE_UPLOAD },
      schema: {
        tags: ['staff'],
        summary: 'Upload a photo (JPEG, PNG or WebP, at most 5 MB) for a content record',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        body: z.object({ image: imageFileSchema }),
        response: {
          201: staffImageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { image } = request.body;
      const bytes = await bytesOf(image.id);
      // The header only, whatever it claims (nothing is decoded): a picture over the size limit, and so over
      // the pipeline's pixel limit, is told so before it is decoded.
      const size = await sharp(bytes, { limitInputPixels: false })
        .metadata()
        .catch(() => undefined);
      if (!size?.width || !size.height) throw refused(STAFF_IMAGE_TYPE_MESSAGE);
      if ([size.width, size.height].some((side) => side < MIN_SIDE || side > MAX_SIDE)) {
        throw refused(STAFF_IMAGE_DIMENSIONS_MESSAGE);
      }
      const name = `upload-${randomUUID()}`;
      const processed = await app.imageVariants
        .make({ fileId: image.id, name }, VARIANTS_WAIT_MS)
        .catch((error: unknown) => {
          if (error instanceof ImageProcessingError) throw refused(STAFF_IMAGE_TYPE_MESSAGE);
          if (error instanceof ImageVariantsTimeout) {
            request.log.warn({ err: error }, 'image variants not made in time');
            throw new HttpError(503, STAFF_IMAGE_BUSY_MESSAGE, {
              'retry-after': String(RETRY_AFTER_SECONDS),
            });
          }
          throw error;
        });
      // The variants are this request's from here on: removed with the upload if it fails before the end.
      request.uploads.push(...processed.files);
      // The address an image field keeps: the WebP nearest 800 px, as for the site's own photos.
      const shown =
        processed.widths.find((width) => width >= 800) ?? processed.widths[processed.widths.length - 1]!;
      const uploaded: StaffImage = {
        name,
        width: processed.width,
        height: processed.height,
        widths: processed.widths,
        formats: processed.formats,
        placeholder: processed.placeholder,
        color: processed.color,
        url: `/api/images/uploads/${variantFile(name, shown, 'webp')}`,
      };
      await app.db.transaction((tx) =>
        audit(tx, signedInUserId(request), {
          action: 'image.upload',
          entity: 'image',
          id: name,
          before: null,
          after: {
            url: uploaded.url,
            file: image.filename.slice(0, 255),
            width: uploaded.width,
            height: uploaded.height,
          },
        }),
      );
      for (const id of processed.files) keepUpload(request, id);
      return reply.code(201).send(uploaded);
    },
  );
};

export default staffImageRoutes;
