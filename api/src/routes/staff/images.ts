import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  rolesWith,
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
import { FieldError } from '../../lib/http-errors';
import { ImageProcessingError, processImage, variantFile } from '../../lib/images/pipeline';
import { UPLOADED_IMAGES_DIR } from '../../paths';
import { signedInUserId } from '../../plugins/app/auth';
import type { UploadedFile } from '../../plugins/external/multipart';

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).head);

/** JPEG, PNG or WebP, told from the file's first bytes rather than from its name or the type it claims. */
function isAcceptedImage({ head }: UploadedFile): boolean {
  const jpeg = head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  const png = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP';
  return jpeg || png || webp;
}

const imageFileSchema = z
  .custom<UploadedFile>(isUploadedFile, { error: STAFF_IMAGE_REQUIRED_MESSAGE, abort: true })
  .refine((file) => !file.truncated, { error: STAFF_IMAGE_SIZE_MESSAGE, abort: true })
  .refine(isAcceptedImage, { error: STAFF_IMAGE_TYPE_MESSAGE })
  .meta({ type: 'string', format: 'binary' });

const MIN_SIDE = 16;
// A 24-megapixel camera's 6000 px; larger ones take too much memory to decode on a small server.
const MAX_SIDE = 6000;
const refused = (message: string) => new FieldError(400, { image: message });

/**
 * Photos for content records (staff editing pages, rooms, dishes…): the upload is streamed into the file store,
 * then the image pipeline makes its AVIF and WebP variants where the site serves its images from. The answer is
 * the address an image field takes and the photo's size, colour and placeholder.
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
      config: { access: rolesWith('content') },
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
        },
      },
    },
    async (request, reply) => {
      const { image } = request.body;
      const bytes = await bytesOf(image.id);
      const size = await sharp(bytes)
        .metadata()
        .catch(() => undefined);
      if (!size?.width || !size.height) throw refused(STAFF_IMAGE_TYPE_MESSAGE);
      if ([size.width, size.height].some((side) => side < MIN_SIDE || side > MAX_SIDE)) {
        throw refused(STAFF_IMAGE_DIMENSIONS_MESSAGE);
      }
      const name = `upload-${randomUUID()}`;
      const processed = await processImage(bytes, { name, outDir: UPLOADED_IMAGES_DIR }).catch(
        (error: unknown) => {
          throw error instanceof ImageProcessingError ? refused(STAFF_IMAGE_TYPE_MESSAGE) : error;
        },
      );
      // The address an image field keeps: the WebP nearest 800 px, as for the site's own photos.
      const shown =
        processed.widths.find((width) => width >= 800) ?? processed.widths[processed.widths.length - 1]!;
      const uploaded: StaffImage = {
        ...processed,
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
      return reply.code(201).send(uploaded);
    },
  );
};

export default staffImageRoutes;
