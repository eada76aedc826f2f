import fp from 'fastify-plugin';
import { startLiveEvents, type LiveEvents } from '../../lib/live-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in users' open event streams on this process, fed by the one LISTEN it holds. */
    liveEvents: LiveEvents;
  }
}

/** Listens for committed notifications from the start; stops listening before the database closes. */
export default fp(
  async (app) => {
    const live = await startLiveEvents(app.db, (error) =>
      app.log.error({ err: error }, 'live event not delivered'),
    );
    app.decorate('liveEvents', live);
    app.addHook('onClose', () => live.stop());
  },
  { name: 'live-events', dependencies: ['db'] },
);
