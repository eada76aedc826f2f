import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseFileStore, type FileStore } from '../../lib/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
  interface FastifyRequest {
    /** Files stored while this request's form was read, removed as it is answered unless kept. */
    uploads: string[];
  }
}

/** An upload the request's answer depends on stays stored; the others go when the answer is sent. */
export function keepUpload(request: FastifyRequest, id: string): void {
  request.uploads = request.uploads.filter((upload) => upload !== id);
}

/** An upload still unfinished this long after it began was cut short by a stopped process. */
const UNFINISHED_MINUTES = 60;

/** The file store (in the database, shared by every API process) and the clean-up of unkept uploads. */
export default fp(
  async (app) => {
    const files = databaseFileStore(app.db);
    app.decorate('files', files);
    app.decorateRequest('uploads', null as unknown as string[]);
    app.addHook('onRequest', (request, _reply, done) => {
      request.uploads = [];
      done();
    });
    const removeUnkept = async (request: FastifyRequest) => {
      const unkept = request.uploads;
      request.uploads = [];
      for (const id of unkept) await files.remove(id);
    };
    // Before the answer leaves: whoever reads it finds nothing of a refused upload.
    app.addHook('onSend', async (request, _reply, payload) => {
      await removeUnkept(request);
      return payload;
    });
    app.addHook('onRequestAbort', removeUnkept);
    await files.removeUnfinished(UNFINISHED_MINUTES);
  },
  { name: 'files', dependencies: ['db'] },
);
