import { addDays, hotelToday } from '@haveli/contracts';
import fp from 'fastify-plugin';
import { now } from '../../lib/clock';
import { closePendingDays } from '../../lib/night-audit';

/** The pg-boss queue of the nightly close. */
export const NIGHT_AUDIT_QUEUE = 'night-audit';

/** How long after the hotel's midnight the schedule closes the day just ended. */
const AFTER_MIDNIGHT_MS = 5 * 60_000;

/** India keeps UTC+05:30 all year: the hotel's midnight of `day` is 18:30 UTC the day before. */
const hotelMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * The job of the close due at `day`'s midnight gets an id of its own (a UUID spelling the day): every API
 * process schedules it, pg-boss keeps one (its insert skips an id it has).
 */
const jobId = (day: string) => `00000000-0000-4000-8000-0000${day.replaceAll('-', '')}`;

/**
 * The nightly close: shortly after the hotel's midnight, a worker of any API process closes every day over and
 * not yet closed (see `closePendingDays`: a close is once per day, so a second run finds nothing), then
 * schedules the next night's. Off with NIGHT_AUDIT_SCHEDULE=off (the API tests close days themselves).
 */
export default fp(
  async (app) => {
    if (!app.config.nightAuditSchedule) return;
    const { boss, track, ensureQueue } = app.jobs;
    const scheduleNext = async () => {
      const tomorrow = addDays(hotelToday(now()), 1);
      await boss.send(
        NIGHT_AUDIT_QUEUE,
        {},
        {
          id: jobId(tomorrow),
          startAfter: new Date(hotelMidnight(tomorrow).getTime() + AFTER_MIDNIGHT_MS),
          retryLimit: 5,
          retryDelay: 60,
          retryBackoff: true,
        },
      );
    };
    await ensureQueue(NIGHT_AUDIT_QUEUE);
    await boss.work(NIGHT_AUDIT_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
      await track(
        (async () => {
          const closed = await closePendingDays(app);
          if (closed.length > 0) app.log.info({ closed }, 'night audit: days closed');
          await scheduleNext();
        })(),
      );
    });
    await scheduleNext();
    app.addHook('onClose', async () => {
      await boss.offWork(NIGHT_AUDIT_QUEUE);
      await app.jobs.settle();
    });
  },
  { name: 'night-audit', dependencies: ['jobs', 'mail', 'refunds', 'repositories'] },
);
