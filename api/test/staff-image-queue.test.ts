import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { STAFF_IMAGE_TYPE_MESSAGE, staffImageSchema, type StaffImage } from '@haveli/contracts';
import sharp from 'sharp';
import { IMAGE_VARIANTS_QUEUE, type MadeVariants } from '../src/lib/image-queue';
import { jobQueueSchema } from '../src/lib/job-queue';
import { describeOnTwoProcesses } from './hardening/api-process';
import { samplePng } from './hardening/fixtures';
import { registerStaff } from './hardening/guest-client';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { multipartBody } from './helpers/multipart';
import { describeEachDatabase, withClient } from './helpers/test-app';

interface VariantsJobRow {
  state: string;
  retry_count: number;
  output: (MadeVariants & { message?: string; name?: string }) | null;
}

/** A smooth photo `width` px wide as a JPEG, large to decode yet small to send (a few hundred kB). */
const largePhoto = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#a0522d' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f4a460"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();

const photoBody = (data: Buffer, name = 'photo.jpg') =>
  multipartBody({}, { field: 'image', name, type: name.endsWith('.png') ? 'image/png' : 'image/jpeg', data });

/** No two runs of one worker overlap in time. */
function assertOneAtATime(outputs: readonly MadeVariants[]): void {
  for (const worker of new Set(outputs.map((output) => output.worker))) {
    const sorted = outputs
      .filter((output) => output.worker === worker)
      .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
    for (let i = 1; i < sorted.length; i += 1) {
      assert.ok(
        sorted[i]!.startedAt >= sorted[i - 1]!.endedAt,
        `${worker} made two photos at once: ${JSON.stringify(sorted.map((run) => [run.startedAt, run.endedAt]))}`,
      );
    }
  }
}

describeEachDatabase('staff photos: variants made in the image-variants job queue', (ctx) => {
  let editor: SignedInAccount;
  before(async () => {
    editor = await signUp(ctx.app, 'editor');
  });

  const upload = async (data: Buffer, name?: string) => {
    const body = await photoBody(data, name);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/staff/images',
      headers: { ...body.headers, authorization: editor.authorization },
      payload: body.payload,
    });
  };
  const variantsJobs = () =>
    ctx.app.db.query<VariantsJobRow>(
      `SELECT state, retry_count, output FROM ${jobQueueSchema(ctx.app.config.database)}.job WHERE name = $1`,
      [IMAGE_VARIANTS_QUEUE],
    );
  const storedFiles = async () =>
    (await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_files'))[0]?.n;

  it('answers 201 once the queue has made the variants, served at their addresses', async () => {
    const response = await upload(await samplePng(900, 600), 'room.png');
    assert.equal(response.statusCode, 201, response.body);
    const image = staffImageSchema.parse(response.json());
    assert.deepEqual([image.width, image.height, image.widths], [900, 600, [400, 800, 900]]);
    assert.equal(image.url, `/api/images/uploads/${image.name}-800.webp`);
    for (const width of image.widths)
      for (const format of image.formats) {
        const served = await ctx.app.inject(`/api/images/uploads/${image.name}-${width}.${format}`);
        assert.equal(served.statusCode, 200, `${width}.${format}`);
        assert.equal((await sharp(served.rawPayload).metadata()).width, width);
      }
    const job = (await variantsJobs()).find((row) => row.output?.name === image.name);
    assert.equal(job?.state, 'completed');
    assert.equal(job.output?.files.length, image.widths.length * image.formats.length);
    assert.equal(job.output?.placeholder, image.placeholder);
  });

  it('makes two photos uploaded at once one after the other', { timeout: 120_000 }, async () => {
    const photo = await largePhoto(4000, 3000);
    const responses = await Promise.all([upload(photo), upload(photo)]);
    const images: StaffImage[] = responses.map((response) => {
      assert.equal(response.statusCode, 201, response.body);
      return staffImageSchema.parse(response.json());
    });
    const jobs = await variantsJobs();
    const outputs = images.map((image) => jobs.find((row) => row.output?.name === image.name)?.output);
    assert.ok(outputs.every((output) => output !== undefined && output !== null));
    assertOneAtATime(outputs as MadeVariants[]);
  });

  it('refuses a photo whose pixels cannot be read with 400, failing its job once and keeping no file', async () => {
    const before = await storedFiles();
    const photo = await samplePng(480, 320);
    // Its header passes the route's checks: the worker finds it damaged.
    const refused = expectApiError(await upload(photo.subarray(0, photo.length / 2), 'cut.png'), 400);
    assert.equal(refused.fields?.image, STAFF_IMAGE_TYPE_MESSAGE);
    const failed = (await variantsJobs()).filter((row) => row.state === 'failed');
    assert.equal(failed.length, 1);
    assert.equal(failed[0]?.output?.name, 'ImageProcessingError');
    assert.equal(failed[0]?.retry_count, 0);
    assert.equal(await storedFiles(), before, 'neither the upload nor a variant is kept');
  });
});

describeOnTwoProcesses('staff photos uploaded through one API process', (context) => {
  it(
    'are made into variants by whichever process is free, one at a time each',
    { timeout: 120_000 },
    async () => {
      const [a, b] = context.apis();
      const authorization = await registerStaff(a.url, context.schema);
      const photo = await largePhoto(6000, 4000);
      const body = await photoBody(photo);
      const uploads = await Promise.all(
        Array.from({ length: 4 }, () =>
          fetch(`${a.url}/api/staff/images`, {
            method: 'POST',
            headers: { ...body.headers, authorization },
            body: body.payload,
          }),
        ),
      );
      const images: StaffImage[] = [];
      for (const response of uploads) {
        assert.equal(response.status, 201, await response.clone().text());
        images.push(staffImageSchema.parse(await response.json()));
      }
      const outputs = await withClient(async (client) => {
        const sql = `SELECT output FROM ${context.schema}_jobs.job WHERE name = $1 AND state = 'completed'`;
        return (await client.query<{ output: MadeVariants }>(sql, [IMAGE_VARIANTS_QUEUE])).rows.map(
          (row) => row.output,
        );
      });
      assert.deepEqual(outputs.map((output) => output.name).sort(), images.map((image) => image.name).sort());
      assertOneAtATime(outputs);
      const pids = new Set(outputs.map((output) => Number(output.worker.split(':').at(-1))));
      assert.ok(pids.has(b.pid), `B made none of A's photos (made by ${[...pids].join(', ')})`);
      for (const image of images) {
        const served = await fetch(`${b.url}${image.url}`);
        assert.equal(served.status, 200, image.url);
      }
    },
  );
});
