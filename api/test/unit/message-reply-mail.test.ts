import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { messageReplyMail } from '../../src/mail/message-reply-mail';

describe('the mail of a reply from the hotel', () => {
  const siteUrl = 'https://www.haveli.example';
  const link = `${siteUrl}/messages`;

  it('carries the reply in HTML and in text, escaped, and links only to the site', async () => {
    const reply = 'Your room is yours until 2 pm.\n<script>alert(1)</script>';
    const mail = await messageReplyMail({ name: 'Asha Rao', reply, link, siteUrl });

    assert.equal(mail.subject, 'The hotel has replied to your message');
    for (const version of [mail.html, mail.text]) {
      assert.match(version, /Namaste Asha Rao/);
      assert.match(version, /Your room is yours until 2 pm\./);
      assert.ok(version.includes(link));
    }
    assert.doesNotMatch(mail.html, /<script>/);
    assert.match(mail.html, /&lt;script&gt;/);
    const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    assert.ok(links.length >= 1);
    for (const href of links) assert.ok(href.startsWith(`${siteUrl}/`) || href === siteUrl, href);
  });
});
