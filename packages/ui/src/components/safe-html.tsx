import type { Config } from 'dompurify';
import { useEffect, useState } from 'react';

export interface SafeHtmlProps {
  /** HTML from the API (already sanitised there); cleaned again here before it reaches the page. */
  html: string;
  className?: string;
}

/** Structure and text only: no scripts, styles, forms, frames or event handlers, whatever the server sent. */
const PURIFY_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'svg', 'math'],
  FORBID_ATTR: ['style'],
};

type Purify = (html: string) => string;
let purifier: Promise<Purify> | undefined;

/** DOMPurify is fetched the first time rich text is shown, so apps that never show any never load it. */
function loadPurifier(): Promise<Purify> {
  purifier ??= import('dompurify').then(
    ({ default: DOMPurify }) =>
      (html: string) =>
        DOMPurify.sanitize(html, PURIFY_CONFIG),
  );
  return purifier;
}

export const SAFE_HTML_FAILED_MESSAGE = 'This content could not be displayed.';

/** Rich text from the API, sanitised in the browser too (PRODUCT.md §6), then rendered. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [rendered, setRendered] = useState<{ source: string; clean: string } | 'failed' | null>(null);

  useEffect(() => {
    let current = true;
    loadPurifier().then(
      (purify) => current && setRendered({ source: html, clean: purify(html) }),
      (error: unknown) => {
        console.error('Could not load the HTML sanitiser:', error);
        if (current) setRendered('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [html]);

  if (rendered === 'failed') return <p className="text-secondary">{SAFE_HTML_FAILED_MESSAGE}</p>;
  if (rendered === null || rendered.source !== html) return <div className={className} aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: rendered.clean }} />;
}
