import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mailSettings, outboxTransport, smtpTransport } from '../../src/lib/mail';
import { passwordResetMail } from '../../src/mail/password-reset-mail';

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

describe('mail as guests receive it', () => {
  const siteUrl = 'https://www.haveli.example';
  const link = `${siteUrl}/reset-password?token=abc123`;
  const render = () => passwordResetMail({ name: 'Asha Rao', link, minutes: 30, siteUrl });

  it('the password reset mail says the same in HTML and in text, and links only to the site', async () => {
    const mail = await render();

    assert.equal(mail.subject, 'Reset your Haveli password');
    for (const version of [mail.html, mail.text]) {
      assert.match(version, /Namaste Asha Rao/);
      assert.ok(version.includes(link));
      assert.match(version, /expires in 30 minutes/);
    }
    assert.match(mail.html, /^<!DOCTYPE html/i);
    assert.doesNotMatch(mail.text, /<[a-z]/i);
    const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    assert.ok(links.length >= 2);
    for (const href of links) assert.ok(href.startsWith(`${siteUrl}/`) || href === siteUrl, href);
  });

  it('the outbox keeps the whole message, text and HTML, as a mail client opens it', async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), 'haveli-outbox-unit-'));
    const mail = await render();
    await outboxTransport(outbox).send({ to: 'asha@example.in', ...mail }, 'job-html');

    const eml = readFileSync(path.join(outbox, 'job-html.eml'), 'utf8');
    assert.match(eml, /^Content-Type: multipart\/alternative;/m);
    assert.match(eml, /^Content-Type: text\/plain; charset=utf-8\r$/m);
    assert.match(eml, /^Content-Type: text\/html; charset=utf-8\r$/m);
    assert.match(eml, /^Subject: Reset your Haveli password\r$/m);
    const json = JSON.parse(readFileSync(path.join(outbox, 'job-html.json'), 'utf8')) as { html: string };
    assert.equal(json.html, mail.html);
  });

  it('SMTP_URL sends through an SMTP server, with the queue id as the Message-ID', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      await transport.send({ to: 'asha@example.in', ...(await render()) }, 'job-smtp');
    } finally {
      transport.close?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }

    assert.equal(received.length, 1);
    assert.match(received[0]!, /^Message-ID: <job-smtp@haveli\.example>\r$/m);
    assert.match(received[0]!, /^To: asha@example\.in\r$/m);
    assert.match(received[0]!, /multipart\/alternative/);
  });

  it('SMTP_URL must be an smtp or smtps address: anything else stops the start with a clear message', () => {
    assert.equal(
      mailSettings({ SMTP_URL: 'smtps://user:secret@smtp.example.com' }).smtpUrl,
      'smtps://user:secret@smtp.example.com',
    );
    assert.equal(mailSettings({}).smtpUrl, undefined);
    for (const bad of ['http://smtp.example.com', 'smtp.example.com', 'smtp://']) {
      assert.throws(() => mailSettings({ SMTP_URL: bad }), /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    }
  });
});
