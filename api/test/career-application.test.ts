import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { it } from 'node:test';
import {
  APPLICATION_RECEIVED_MESSAGE,
  careerApplicationResponseSchema,
  RESUME_MACROS_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_REQUIRED_MESSAGE,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
} from '@haveli/contracts';
import { expectApiError } from './helpers/http';
import { documents, multipartBody } from './helpers/multipart';
import { describeEachDatabase, type TestContext } from './helpers/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const applicant = {
  posting: 'career-front-office-associate',
  name: 'Neha Gupta',
  email: 'neha.gupta@example.in',
  phone: '+91 98290 12345',
};

interface StoredApplication {
  page_id: number;
  name: string;
  email: string;
  phone: string;
  resume_file: string;
  resume_name: string;
  resume_type: string;
  resume_size: number;
}

/** Enough for every attempt of a suite from one address: the limit itself is tested on its own below. */
const MANY_UPLOADS = { env: { FORM_RATE_LIMITS: 'upload=1000' } };

/**
 * A body that sends `start` and then stalls, never ending: an answer to it shows the API decided without
 * reading the rest. Destroyed once the answer is in.
 */
function stalledBody(start: Buffer): Readable {
  return new Readable({
    read() {
      if (start.length > 0) {
        this.push(start);
        start = Buffer.alloc(0);
      }
    },
  });
}

describeEachDatabase('career/apply', careerApplySuite, MANY_UPLOADS);

/** Job applications with their resume, on each database. */
function careerApplySuite(ctx: TestContext): void {
  const apply = async (
    fields: Record<string, string>,
    resume?: { name: string; type: string; data: Uint8Array },
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/career/apply',
      ...(await multipartBody(fields, resume && { field: 'resume', ...resume })),
    });
  const stored = () =>
    ctx.app.db.query<StoredApplication>(
      `SELECT page_id, name, email, phone, resume_file, resume_name, resume_type, resume_size
       FROM career_applications ORDER BY id`,
    );
  const files = async () =>
    (await ctx.app.db.query<{ id: string }>('SELECT id FROM stored_files ORDER BY id')).map((row) => row.id);
  /** Runs `attempt` and checks it left no row and no file behind. */
  async function storesNothing(attempt: () => Promise<void>) {
    const [rows, before] = [(await stored()).length, await files()];
    await attempt();
    assert.equal((await stored()).length, rows, 'no application row');
    assert.deepEqual(await files(), before, 'no file');
  }

  it('stores a PDF resume under a generated id in the file store, with the application', async () => {
    const response = await apply(applicant, {
      name: '../../Neha CV.pdf',
      type: 'application/pdf',
      data: documents.pdf,
    });
    assert.equal(response.statusCode, 201, response.body);
    const body = careerApplicationResponseSchema.parse(response.json());
    assert.equal(body.message, APPLICATION_RECEIVED_MESSAGE);

    const saved = (await stored()).at(-1);
    assert.ok(saved);
    const [posting] = await ctx.app.db.query<{ id: number }>(
      `SELECT id FROM pages WHERE slug = 'career-front-office-associate'`,
    );
    assert.equal(saved.page_id, posting?.id);
    assert.deepEqual(
      { name: saved.name, email: saved.email, phone: saved.phone },
      { name: 'Neha Gupta', email: 'neha.gupta@example.in', phone: '+91 98290 12345' },
    );
    assert.equal(saved.resume_name, 'Neha CV.pdf', 'the folder part of the name is dropped');
    assert.equal(saved.resume_type, 'pdf');
    assert.equal(saved.resume_size, documents.pdf.length);
    assert.match(saved.resume_file, UUID);
    const file = await ctx.app.files.open(saved.resume_file);
    assert.ok(file);
    assert.deepEqual(await buffer(file), documents.pdf);
    expectApiError(await ctx.app.inject(`/api/images/${saved.resume_file}`), 404);
  });

  it('recognises DOC and DOCX by their content, and takes the posting by id too', async () => {
    const [posting] = await ctx.app.db.query<{ id: number }>(
      `SELECT id FROM pages WHERE slug = 'career-commis-chef'`,
    );
    for (const [type, data] of [
      ['doc', documents.doc],
      ['docx', documents.docx],
    ] as const) {
      const response = await apply(
        { ...applicant, posting: String(posting?.id) },
        { name: `cv.${type}`, type: 'application/octet-stream', data },
      );
      assert.equal(response.statusCode, 201, response.body);
      const saved = (await stored()).at(-1);
      assert.equal(saved?.resume_type, type);
      assert.equal(saved?.page_id, posting?.id);
    }
  });

  it('refuses a file that is not a PDF, DOC or DOCX whatever its name says: 400, nothing stored', async () => {
    for (const data of [
      documents.png,
      documents.script,
      documents.xlsx,
      Buffer.from('%PD'),
      Buffer.alloc(0),
    ]) {
      await storesNothing(async () => {
        const response = await apply(applicant, { name: 'resume.pdf', type: 'application/pdf', data });
        const body = expectApiError(response, 400);
        assert.equal(body.fields?.resume, RESUME_TYPE_MESSAGE);
      });
    }
  });

  it('refuses a resume over 5 MB with 400, storing nothing, and takes one of exactly 5 MB', async () => {
    const padded = (size: number) =>
      Buffer.concat([documents.pdf, Buffer.alloc(size - documents.pdf.length, 0x20)]);
    await storesNothing(async () => {
      const response = await apply(applicant, {
        name: 'big.pdf',
        type: 'application/pdf',
        data: padded(RESUME_MAX_BYTES + 1),
      });
      assert.equal(expectApiError(response, 400).fields?.resume, RESUME_SIZE_MESSAGE);
    });
    const exact = await apply(applicant, {
      name: 'exact.pdf',
      type: 'application/pdf',
      data: padded(RESUME_MAX_BYTES),
    });
    assert.equal(exact.statusCode, 201, exact.body);
    assert.equal((await stored()).at(-1)?.resume_size, RESUME_MAX_BYTES);
  });

  it('answers missing or bad fields with 400 and their messages, storing nothing', async () => {
    const pdf = { name: 'cv.pdf', type: 'application/pdf', data: documents.pdf };
    const cases: Array<[Record<string, string>, typeof pdf | undefined, string, string]> = [
      [applicant, undefined, 'resume', RESUME_REQUIRED_MESSAGE],
      [{ ...applicant, name: '' }, pdf, 'name', 'Name is required.'],
      [{ ...applicant, email: 'neha' }, pdf, 'email', 'Enter a valid email.'],
      [{ ...applicant, phone: '' }, pdf, 'phone', 'Phone number is required.'],
      [{ ...applicant, phone: 'call me' }, pdf, 'phone', 'Enter a valid phone number.'],
      [{ ...applicant, resume: 'cv.pdf' }, undefined, 'resume', RESUME_REQUIRED_MESSAGE],
    ];
    for (const [fields, resume, field, message] of cases) {
      await storesNothing(async () => {
        const body = expectApiError(await apply(fields, resume), 400);
        assert.equal(body.fields?.[field], message, JSON.stringify(fields));
      });
    }
  });

  it('refuses a posting that does not exist or is not a job, storing nothing', async () => {
    for (const posting of ['no-such-job', '999999', 'privacy-policy', 'a-morning-at-amber-fort']) {
      await storesNothing(async () => {
        const response = await apply(
          { ...applicant, posting },
          { name: 'cv.pdf', type: 'application/pdf', data: documents.pdf },
        );
        assert.equal(expectApiError(response, 400).fields?.posting, 'This job posting is no longer open.');
      });
    }
  });

  it('refuses two files in one application with a 4xx, storing nothing', async () => {
    await storesNothing(async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(applicant)) form.append(name, value);
      form.append('resume', new Blob([documents.pdf]), 'a.pdf');
      form.append('cover', new Blob([documents.pdf]), 'b.pdf');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/career/apply',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
      });
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, response.body);
    });
  });
  it('refuses a DOCX or DOC holding macros with 400 and a message that says so, storing nothing', async () => {
    for (const [name, data] of [
      ['cv.docm', documents.docm],
      ['cv.docx', documents.docm],
      ['cv.doc', documents.docWithMacros],
    ] as const) {
      await storesNothing(async () => {
        const response = await apply(applicant, { name, type: 'application/octet-stream', data });
        assert.equal(expectApiError(response, 400).fields?.resume, RESUME_MACROS_MESSAGE, name);
      });
    }
  });

  it('refuses a body whose Content-Length is over the limit with 413 at once, reading none of it', async () => {
    const body = await multipartBody(applicant, {
      field: 'resume',
      name: 'cv.pdf',
      type: 'application/pdf',
      data: documents.pdf,
    });
    await storesNothing(async () => {
      const stalled = stalledBody(body.payload.subarray(0, 100));
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/career/apply',
        headers: { ...body.headers, 'content-length': String(RESUME_MAX_BYTES + 2 * 1024 * 1024) },
        payload: stalled,
      });
      stalled.destroy();
      assert.equal(expectApiError(response, 413).fields?.resume, RESUME_SIZE_MESSAGE);
    });
  });

  it('refuses a file of another type from its first bytes, before the rest of it has arrived', async () => {
    const junk = Buffer.alloc(RESUME_MAX_BYTES, 0x5a);
    const body = await multipartBody(applicant, {
      field: 'resume',
      name: 'cv.pdf',
      type: 'application/pdf',
      data: junk,
    });
    await storesNothing(async () => {
      // Everything up to the file's first 64 KB; the rest never comes.
      const start = body.payload.subarray(0, body.payload.indexOf(junk.subarray(0, 16)) + 64 * 1024);
      const stalled = stalledBody(start);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/career/apply',
        headers: body.headers,
        payload: stalled,
      });
      stalled.destroy();
      assert.equal(expectApiError(response, 400).fields?.resume, RESUME_TYPE_MESSAGE);
    });
  });
}

describeEachDatabase(
  'career/apply: every attempt counted before its body is read',
  (ctx) => {
    it('limits the 4th attempt from one address though each was refused, and then a valid one too', async () => {
      const junk = Buffer.alloc(1024 * 1024, 0x5a);
      const attempt = async (data: Buffer) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/career/apply',
          remoteAddress: '203.0.113.7',
          ...(await multipartBody(applicant, {
            field: 'resume',
            name: 'cv.pdf',
            type: 'application/pdf',
            data,
          })),
        });
      for (let index = 0; index < 3; index += 1) expectApiError(await attempt(junk), 400);
      const limited = await attempt(junk);
      expectApiError(limited, 429);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      expectApiError(await attempt(documents.pdf), 429);
      const [files] = await ctx.app.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM stored_files',
      );
      assert.equal(files?.count, 0);
    });
  },
  { env: { FORM_RATE_LIMITS: 'upload=3' } },
);
