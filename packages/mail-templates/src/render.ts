// One element → the HTML and the plain-text part of a message (react-email's renderer; links kept in the text).
import { render } from '@react-email/render';
import type { Locale } from '@vitrina/core-model';
import { createElement } from 'react';
import type { FunctionComponent, ReactElement } from 'react';
import { mailT } from './texts.js';
import type { MailT } from './texts.js';
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

/** A message's render function, with its subject on its own (known without rendering: a message queued for rendering at send time). */
export interface MailRenderer<I extends { lang: Locale }> {
  (input: I): Promise<RenderedMail>;
  subject(input: I): string;
}

/** A message's render function: its component given the input, under the subject written in the input's language. */
export function mailRenderer<I extends { lang: Locale }>(
  Message: FunctionComponent<I>,
  subjectOf: (t: MailT, input: I) => string,
): MailRenderer<I> {
  const subject = (input: I) => subjectOf(mailT(input.lang), input);
  return Object.assign((input: I) => renderMail(createElement(Message, input), subject(input), input.lang), { subject });
}
