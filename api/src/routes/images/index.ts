import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { apiErrorSchema } from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { UPLOADED_IMAGES_DIR } from '../../paths';

export const IMAGE_NOT_FOUND_MESSAGE = 'There is no such image.';

/** A staff photo's variant: `upload-<uuid>-<width>.<avif|webp>`, the only names the pipeline gives them. */
const VARIANT_NAME = /^upload-[a-z0-9-]{1,80}-\d{1,5}\.(avif|webp)$/;
/** A variant's name holds a new id: its bytes never change, so browsers and CDNs keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Staff photos' variants (`/api/images/uploads/<name>`), read from the shared file store, so that every API
 * process serves a photo any of them made. Variants that versions before the store wrote to this process's own
 * `public/images/uploads` are still served from there. The site's own images are static files (plugins/external).
 */
const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: "A staff photo's AVIF or WebP variant, as its address in a content record names it",
        params: z.object({ file: z.string() }),
        response: { 200: z.any().describe('image/avif or image/webp'), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!VARIANT_NAME.test(file)) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
      const stored = await app.files.openNamed(file);
      if (stored) {
        return reply
          .header('cache-control', IMMUTABLE)
          .header('content-length', stored.size)
          .type(stored.contentType)
          .send(stored.body);
      }
      const onDisk = path.join(UPLOADED_IMAGES_DIR, file);
      const size = await stat(onDisk).then(
        (found) => (found.isFile() ? found.size : undefined),
        () => undefined,
      );
      if (size === undefined) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
      return reply
        .header('cache-control', IMMUTABLE)
        .header('content-length', size)
        .type(`image/${path.extname(file).slice(1)}`)
        .send(createReadStream(onDisk));
    },
  );
};

export default imageRoutes;
