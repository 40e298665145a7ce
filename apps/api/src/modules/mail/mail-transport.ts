// Where messages go (issue 28): SMTP_URL through nodemailer (with DKIM when configured), or, with no
// SMTP_URL (the embedded default), nowhere: the sender then keeps each message as "not sent: no mail server".
import { createTransport } from 'nodemailer';
import type { ApiConfig } from '../../config.js';
import type { MailAttachment } from '../../db/schema/mail.js';

export interface OutgoingMail {
  from: { name: string; address: string } | string;
  to: { name: string; address: string };
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** The stable Message-ID (`<uuid@domain>`), the same on every try. */
  messageId: string;
  language: string;
  /** The files as sent (a document attachment is written by the sender first: mail-sender.ts). */
  attachments: readonly MailAttachment[];
}

export interface MailTransport {
  /** `none`: no mail server configured; nothing is sent. */
  readonly kind: 'smtp' | 'none';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** An error the server answered for good (5xx: unknown recipient, refused content): trying again will not help. */
export class PermanentMailError extends Error {}

export const NO_MAIL_SERVER = 'no mail server';

export const noMailTransport: MailTransport = {
  kind: 'none',
  send: () => Promise.reject(new Error(NO_MAIL_SERVER)),
  close() {},
};

/** SMTP through nodemailer; connection timeouts well inside the sender's lease. */
export function smtpTransport(url: string, dkim: ApiConfig['mailDkim']): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    ...(dkim ? { dkim: { domainName: dkim.domainName, keySelector: dkim.keySelector, privateKey: dkim.privateKey } } : {}),
  });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
          headers: { 'Content-Language': mail.language },
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64'),
          })),
        });
      } catch (err) {
        const code = (err as { responseCode?: unknown }).responseCode;
        if (typeof code === 'number' && code >= 500 && code < 600) {
          throw new PermanentMailError(err instanceof Error ? err.message : String(err));
        }
        throw err;
      }
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: Pick<ApiConfig, 'smtpUrl' | 'mailDkim'>): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailDkim) : noMailTransport;
}
