/** One message as this product's mailbox received it (tooling/e2e/mailbox.js). */
export interface ReceivedMail {
  id: number;
  messageId: string | undefined;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  subject: string;
  text: string;
  html: string;
  /** The Content-Language header. */
  language: string | undefined;
  date: string | undefined;
  /** Each attachment's content base64-encoded. */
  attachments: { filename: string | undefined; contentType: string; content: string }[];
}
/** Every message received so far, oldest first. */
export declare function receivedMail(): Promise<ReceivedMail[]>;
/** The first message to `to` (whose subject contains or matches `subject`), once it has arrived. */
export declare function waitForMail(match: { to: string; subject?: string | RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
/** The href values of a message's HTML, in order. */
export declare function linksOf(mail: ReceivedMail): string[];
/** Stops the product's SMTP server: connections are refused until startSmtp(). */
export declare function stopSmtp(): Promise<unknown>;
/** Starts it again, on the same port. */
export declare function startSmtp(): Promise<unknown>;
