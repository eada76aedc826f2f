import { render } from '@react-email/render';
import type { ReactElement } from 'react';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A mail's HTML (for mail clients, inline styles) and its plain-text version, from one React template. */
export async function renderMail(subject: string, template: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(template), render(template, { plainText: true })]);
  return { subject, html, text };
}
