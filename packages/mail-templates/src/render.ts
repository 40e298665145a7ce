// One element → the HTML and the plain-text part of a message (react-email's renderer; links kept in the text).
import { render } from '@react-email/render';
import type { Locale } from '@vitrina/core-model';
import type { ReactElement } from 'react';
import type { RenderedMail } from './types.js';

// Headings keep their case in the text part (html-to-text shouts them by default).
const headings = ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } }));

export async function renderMail(element: ReactElement, subject: string, lang: Locale): Promise<RenderedMail> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { selectors: headings } }),
  ]);
  return { subject, html, text, lang };
}
