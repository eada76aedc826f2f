import { hostname } from 'node:os';
import type { FileStore } from './file-store';
import { ImageProcessingError, type ImageFormat, type ProcessedImage, processImage } from './images/pipeline';
import type { JobQueue } from './job-queue';

/** The pg-boss queue through which every API process makes the variants of uploaded photos. */
export const IMAGE_VARIANTS_QUEUE = 'image-variants';

/** A job's longest run: a 6000 × 6000 photo takes ~20 s of one core; a run past this is failed. */
const JOB_EXPIRE_SECONDS = 120;
/** How often an idle worker asks for a job; a job queued by this process wakes it at once. */
const POLLING_INTERVAL_SECONDS = 1;
/** How often a waiting request looks at its job. */
const OUTCOME_POLL_MS = 150;

const VARIANT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** An uploaded original (`fileId`, in the file store) to make into variants named `<name>-<width>.<format>`. */
export interface ImageVariantsJob {
  fileId: string;
  name: string;
}

/** A completed job's output: the manifest, the variants' files, and which process made them when. */
export interface MadeVariants extends ProcessedImage {
  /** The variants' ids in the file store: from the job's completion on, its requester keeps or removes them. */
  files: string[];
  /** `<host>:<pid>` of the process whose worker made them. */
  worker: string;
  startedAt: string;
  endedAt: string;
}

/** The job was not done within the requester's wait; it was cancelled, or its variants will be removed. */
export class ImageVariantsTimeout extends Error {}

export interface ImageVariantsQueue {
  /**
   * Queues the variants of an upload and waits for them: any process's worker may make them. Throws
   * ImageProcessingError for a file that is not a readable image, ImageVariantsTimeout after `waitMs`.
   */
  make(job: ImageVariantsJob, waitMs: number): Promise<MadeVariants>;
  /** Stops taking jobs and waits for the one in hand. */
  stop(): Promise<void>;
}

/**
 * Creates the queue on the process's pg-boss and starts this process's worker: one job at a time (one worker,
 * batches of one), so that one process never decodes two photos at once, whoever uploads them.
 */
export async function startImageVariantsQueue(options: {
  jobs: JobQueue;
  files: FileStore;
}): Promise<ImageVariantsQueue> {
  const { jobs, files } = options;
  const { boss } = jobs;
  const worker = `${hostname()}:${process.pid}`;

  const bytesOf = async (id: string): Promise<Buffer> => {
    const stream = await files.open(id);
    if (!stream) throw new Error('The uploaded image is missing from the file store');
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const removeAll = async (ids: readonly string[]) => {
    for (const id of ids) await files.remove(id);
  };

  const makeVariants = async (id: string, { fileId, name }: ImageVariantsJob): Promise<void> => {
    const startedAt = new Date().toISOString();
    const saved: string[] = [];
    try {
      const processed = await processImage(await bytesOf(fileId), {
        name,
        save: async (file, data, format) => {
          const stored = await files.put(oneChunk(data), { name: file, contentType: VARIANT_TYPES[format] });
          saved.push(stored.id);
        },
      });
      const output: MadeVariants = {
        ...processed,
        files: saved,
        worker,
        startedAt,
        endedAt: new Date().toISOString(),
      };
      // Completed here rather than by pg-boss after the handler, to learn whether the job was still active: a
      // requester that stopped waiting cancelled it (an ended job stays as it ended), and nobody would ever
      // keep these variants.
      await boss.complete(IMAGE_VARIANTS_QUEUE, id, output);
      const ended = await boss.getJobById(IMAGE_VARIANTS_QUEUE, id);
      if (ended?.state !== 'completed') await removeAll(saved);
    } catch (error) {
      await removeAll(saved);
      throw error;
    }
  };

  await jobs.ensureQueue(IMAGE_VARIANTS_QUEUE);
  const workerId = await boss.work<ImageVariantsJob>(
    IMAGE_VARIANTS_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
    async ([job]) => {
      if (job) await jobs.track(makeVariants(job.id, job.data));
    },
  );

  /** The job's end: its output, or its failure as the error the caller can tell apart. */
  const outcomeOf = async (id: string): Promise<MadeVariants | undefined> => {
    const job = await boss.getJobById<ImageVariantsJob>(IMAGE_VARIANTS_QUEUE, id);
    const output = job?.output as (MadeVariants & { name?: string; message?: string }) | null | undefined;
    switch (job?.state) {
      case 'completed':
        return output as MadeVariants;
      case 'failed':
        if (output?.name === 'ImageProcessingError') throw new ImageProcessingError(output.message);
        throw new Error(`Making the image variants failed: ${output?.message ?? 'no reason given'}`);
      case 'cancelled':
        throw new ImageVariantsTimeout(`Image variants job ${id} not done in time`);
      case undefined:
        throw new Error(`The image variants job ${id} is gone`);
      default:
        return undefined;
    }
  };

  return {
    async make(job, waitMs) {
      const id = await boss.send(IMAGE_VARIANTS_QUEUE, job, {
        // The requester is waiting: a retry could not answer sooner than uploading again, and would find the
        // variants' names taken by the first try's.
        retryLimit: 0,
        expireInSeconds: JOB_EXPIRE_SECONDS,
      });
      if (!id) throw new Error('The image variants job was not queued');
      boss.notifyWorker(workerId);
      const deadline = Date.now() + waitMs;
      for (;;) {
        const made = await outcomeOf(id);
        if (made) return made;
        if (Date.now() >= deadline) {
          // Cancelled unless it has just ended (then its outcome is answered after all): cancelled, it is never
          // started, or its worker removes what it made.
          await boss.cancel(IMAGE_VARIANTS_QUEUE, id);
          continue;
        }
        await new Promise((resolve) => setTimeout(resolve, OUTCOME_POLL_MS));
      }
    },
    async stop() {
      await boss.offWork(IMAGE_VARIANTS_QUEUE);
      await jobs.settle();
    },
  };
}

async function* oneChunk(data: Buffer) {
  yield data;
}
