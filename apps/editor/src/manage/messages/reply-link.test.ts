import { describe, expect, it } from 'vitest';
import { REPLY_SUBJECT_LENGTH, replyHref, replySubjectOf } from './reply-link.js';

describe('the Reply link of a contact-us message', () => {
  it('takes the first non-empty line of the message as the subject, spaces collapsed', () => {
    expect(replySubjectOf('\n\n  Table   for two?\nAt 8pm, please.')).toBe('Table for two?');
    expect(replySubjectOf('   ')).toBe('');
  });

  it('cuts a long first line at a word and marks the cut', () => {
    const subject = replySubjectOf('Do you cater weddings in the countryside for about two hundred guests next summer?');
    expect(subject).toBe('Do you cater weddings in the countryside for about two…');
    expect(subject.length).toBeLessThanOrEqual(REPLY_SUBJECT_LENGTH);
    expect(replySubjectOf('x'.repeat(100))).toBe(`${'x'.repeat(REPLY_SUBJECT_LENGTH - 1)}…`);
  });

  it('builds a mailto: link whose subject survives &, ?, # and accents', () => {
    const href = replyHref('ana.ruiz+web@example.com', 'Re: Paella & wine? #2 — año');
    expect(href).toBe('mailto:ana.ruiz%2Bweb@example.com?subject=Re%3A%20Paella%20%26%20wine%3F%20%232%20%E2%80%94%20a%C3%B1o');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('Re: Paella & wine? #2 — año');
    expect(decodeURIComponent(url.pathname)).toBe('ana.ruiz+web@example.com');
  });
});
