// The Reply link of a contact-us message: a `mailto:` to the visitor with "Re: …" filled in. The contact-us
// form has no subject field (spec §3 "Contact-us form: name, e-mail, phone, message"), so the first line of
// the message stands for one, cut at a word so the subject line stays short.

/** Longest subject text taken from the message (before "Re: "). */
export const REPLY_SUBJECT_LENGTH = 60;

/** The first non-empty line of the message, spaces collapsed, at most REPLY_SUBJECT_LENGTH characters. */
export function replySubjectOf(message: string): string {
  const line = (message.split(/\r?\n/).find((l) => l.trim() !== '') ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= REPLY_SUBJECT_LENGTH) return line;
  const cut = line.slice(0, REPLY_SUBJECT_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > REPLY_SUBJECT_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** `mailto:` the address with the subject, both URL-encoded (the `@` kept readable). */
export function replyHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}
