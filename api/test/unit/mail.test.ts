import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { outboxTransport } from '../../src/lib/mail';

describe('the outbox transport', () => {
  const message = { to: 'guest@example.in', subject: 'Your stay', text: 'Namaste' };

  it('writes a mail once per id: a retried send of the same mail adds nothing', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'haveli-outbox-unit-'));
    const transport = outboxTransport(outbox);
    await transport.send(message, 'job-1');
    await transport.send({ ...message, text: 'a second attempt' }, 'job-1');
    await transport.send(message, 'job-2');

    assert.deepEqual(readdirSync(outbox).sort(), ['job-1.eml', 'job-1.json', 'job-2.eml', 'job-2.json']);
    const first = JSON.parse(readFileSync(path.join(outbox, 'job-1.json'), 'utf8')) as { text: string };
    assert.equal(first.text, 'Namaste');
    assert.match(
      readFileSync(path.join(outbox, 'job-1.eml'), 'utf8'),
      /^Message-ID: <job-1@haveli\.example>\r$/m,
    );
  });

  it('refuses an id that is not a plain file name', async () => {
    const transport = outboxTransport(mkdtempSync(path.join(tmpdir(), 'haveli-outbox-unit-')));
    await assert.rejects(transport.send(message, '../escape'), /usable as a file name/);
  });
});
