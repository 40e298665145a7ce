// Links only the recipient may have (issue 28: invites, password resets, e-mail confirmations; ARCHITECTURE
// "Nothing secret travels to the wrong person"). A message is rendered with SECRET_LINK_PLACEHOLDER where the
// link goes and queued with the link beside it (mail_messages.secret_link); the sender puts it in when it hands
// the message to the mail server, and the link is cleared once the message is settled. What the outbox keeps,
// and the back office shows, is the message with the placeholder: an owner never reads a team member's link.

/** Stands for the link in a stored message: a URL that goes nowhere (the `.invalid` TLD never resolves). */
export const SECRET_LINK_PLACEHOLDER = 'https://link-sent-to-the-recipient-only.invalid/';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The message as it is sent: the placeholder replaced by the link (html-escaped in the html part). */
export function withSecretLink(body: { html: string; text: string }, link: string | null): { html: string; text: string } {
  if (!link) return body;
  return {
    html: body.html.split(SECRET_LINK_PLACEHOLDER).join(escapeAttr(link)),
    text: body.text.split(SECRET_LINK_PLACEHOLDER).join(link),
  };
}
