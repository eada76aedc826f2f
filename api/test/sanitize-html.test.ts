import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitizeHtml } from '../src/lib/sanitize-html';
import { describeEachDatabase } from './helpers/test-app';

describe('sanitizeHtml', () => {
  it('removes scripts, styles, frames and forms with what they hold', () => {
    assert.equal(
      sanitizeHtml(
        '<p>Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://e.x"></iframe>' +
          '<form action="/x"><input name="a"><button>Go</button></form><object data="x"></object>',
      ),
      '<p>Hi</p>Go',
    );
  });

  it('removes event handlers, inline styles and javascript: URLs, in any case', () => {
    assert.equal(
      sanitizeHtml(
        '<p onclick="x()" style="color:red">a</p><a href="JaVaScRiPt:alert(1)" onmouseover="y()">b</a>',
      ),
      '<p>a</p><a>b</a>',
    );
    assert.equal(
      sanitizeHtml('<img src="x" onerror="alert(1)"><img src="data:text/html,x">'),
      '<img src="x" />',
    );
    assert.equal(sanitizeHtml('<a href="//evil.example">c</a>'), '<a>c</a>');
  });

  it('keeps the structure of rich text, site images and safe links', () => {
    const html =
      '<h2>Rooms</h2><p><strong>Bold</strong> and <em>italic</em></p><ul><li>One</li></ul>' +
      '<img src="/api/images/hero.svg" alt="Haveli" /><a href="mailto:stay@haveli.example">Mail</a>' +
      '<a href="tel:+911414000000">Call</a><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    assert.equal(sanitizeHtml(html), html);
  });

  it('keeps images from the site’s own paths only: no image from another origin (a tracking pixel)', () => {
    assert.equal(
      sanitizeHtml(
        '<p>Hi<img src="https://tracker.example/p.gif" alt="" /><img src="http://tracker.example/p.gif" />' +
          '<img src="//tracker.example/p.gif" /><img src="/\\tracker.example/p.gif" />' +
          '<img src="HTTPS://tracker.example/p.gif" /><img alt="no source" /></p>' +
          '<img src="/api/images/uploads/courtyard-800.webp" alt="Courtyard" />',
      ),
      '<p>Hi</p><img src="/api/images/uploads/courtyard-800.webp" alt="Courtyard" />',
    );
  });

  it('makes a link that opens a new tab unable to reach back', () => {
    assert.equal(
      sanitizeHtml('<a href="https://maps.example" target="_blank" rel="opener">Map</a>'),
      '<a href="https://maps.example" target="_blank" rel="noopener noreferrer">Map</a>',
    );
  });

  it('escapes text that only looks like markup', () => {
    assert.equal(sanitizeHtml('<p>1 &lt; 2 &amp; <b>3</b> > 2</p>'), '<p>1 &lt; 2 &amp; <b>3</b> &gt; 2</p>');
  });
});

describeEachDatabase('seeded rich text', (ctx) => {
  it('was stored as the sanitiser leaves it', async () => {
    const pages = await ctx.app.db.query<{ slug: string; description: string }>(
      'SELECT slug, description FROM pages',
    );
    assert.ok(pages.length >= 20);
    for (const page of pages) assert.equal(page.description, sanitizeHtml(page.description), page.slug);
    assert.ok(pages.some((page) => /<h2>/.test(page.description)));
  });
});
