// The outbox's sender (issue 28): claims due messages under a lease (mail-repository.ts claimDue), renders
// those queued with a template (mail-render.ts, issue 29), sends each through the transport with its stable Message-ID, and records the outcome: sent; tried again after an
// exponential back-off (capped); failed with the reason after `maxAttempts` tries or a permanent refusal;
// not sent, for good, when no mail server is configured. A sender killed mid-send leaves its lease to run
// out and the message is claimed again: sent at most twice, never lost. Runs on every node: once at start,
// every interval, and when a message is queued (nudge); one run at a time per process.
import type { Database } from '../../db/index.js';
import { failpoint } from '../../services/failpoints.js';
import { claimDue, recordOutcome } from './mail-repository.js';
import type { MailRow, SendOutcome } from './mail-repository.js';
import { NO_MAIL_SERVER, PermanentMailError } from './mail-transport.js';
import { renderTemplate } from './mail-render.js';
import { withSecretLink } from './secret-link.js';
import type { MailTransport } from './mail-transport.js';
import type { MailAttachment } from '../../db/schema/mail.js';

export interface MailSenderOptions {
  /** The sender's address (config.mailFrom): `addr` (the business's name is put before it) or `Name <addr>`. */
  mailFrom: string;
  /** How long a claim keeps other senders off a message (default 2 min: well past the transport's timeouts). */
  leaseMs?: number;
  /** Tries before a message is marked failed (default 8). */
  maxAttempts?: number;
  /** The wait after the n-th failed try (default 30 s · 2^(n-1), at most 1 h). */
  backoffMs?: (attempts: number) => number;
  log?: { error(obj: unknown, msg: string): void; info?(obj: unknown, msg: string): void };
  /**
   * Writes a document attachment's PDF (issue 31; server.ts: modules/documents): null when the order has no
   * document any more (the message then goes without it). Without it, document attachments are left out.
   */
  writeDocument?: (clientId: number, orderId: number) => Promise<{ pdf: Buffer } | null>;
}

export interface SendRun {
  sent: number;
  retried: number;
  failed: number;
  notSent: number;
}

const BATCH = 20;
const MAX_BATCHES = 50;
export const defaultMailBackoff = (attempts: number) => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

export class MailSender {
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempts: number) => number;
  private timer: ReturnType<typeof setInterval> | null = null;
  private started = false;
  private running: Promise<SendRun> | null = null;
  private again = false;

  constructor(
    private readonly database: Database,
    readonly transport: MailTransport,
    private readonly options: MailSenderOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 120_000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.backoffMs = options.backoffMs ?? defaultMailBackoff;
  }

  /** Sends every due message (in batches) and says what became of them. */
  async sendDue(): Promise<SendRun> {
    const run: SendRun = { sent: 0, retried: 0, failed: 0, notSent: 0 };
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const claimed = await claimDue(this.database.db, BATCH, this.leaseMs);
      for (const row of claimed) {
        const { outcome, rendered } = await this.trySend(row);
        // A crash test dies here: handed to the server, not yet marked sent (sent again after the lease).
        if (outcome.status === 'sent') failpoint('mail:after-send');
        await recordOutcome(this.database.db, row.id, outcome, rendered);
        if (outcome.status === 'sent') run.sent++;
        else if (outcome.status === 'retry') run.retried++;
        else if (outcome.status === 'failed') run.failed++;
        else run.notSent++;
      }
      if (claimed.length < BATCH) break;
    }
    return run;
  }

  /** Starts the interval (0: only now) and lets nudges run the sender. */
  start(intervalMs: number): this {
    this.started = true;
    this.nudge();
    if (intervalMs > 0) {
      this.timer = setInterval(() => this.nudge(), intervalMs);
      this.timer.unref();
    }
    return this;
  }

  /** A message was queued: send now (a run in progress runs once more when it ends). No-op until started. */
  nudge(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendDue();
    this.running
      .then((run) => {
        if (run.failed > 0) this.options.log?.error(run, 'some messages could not be sent and are marked failed');
      })
      .catch((err: unknown) => this.options.log?.error({ err }, 'sending queued messages failed'))
      .finally(() => {
        this.running = null;
        if (this.again && this.started) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Stops the interval and nudges; waits for a run in progress. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  /** One try: the body rendered first when the row waits for it (kept whatever the outcome), then sent. */
  private async trySend(row: MailRow): Promise<{ outcome: SendOutcome; rendered: { html: string; text: string } | null }> {
    let rendered: { html: string; text: string } | null = null;
    try {
      rendered = await renderTemplate(row.template);
    } catch (err) {
      return { outcome: { status: 'failed', error: err instanceof Error ? err.message : String(err) }, rendered };
    }
    return { outcome: await this.handOver(row, rendered ?? row), rendered };
  }

  /** The row's files, a document's PDF written now (issue 31: the outbox keeps only its reference). */
  private async filesOf(row: MailRow): Promise<MailAttachment[]> {
    const files: MailAttachment[] = [];
    for (const attachment of row.attachments) {
      if (!attachment.document) {
        files.push(attachment);
        continue;
      }
      const written = await this.options.writeDocument?.(row.client_id, attachment.document.orderId);
      if (written)
        files.push({ filename: attachment.filename, contentType: attachment.contentType, contentBase64: written.pdf.toString('base64') });
    }
    return files;
  }

  private async handOver(row: MailRow, rendered: { html: string; text: string }): Promise<SendOutcome> {
    if (this.transport.kind === 'none') return { status: 'not_sent', error: NO_MAIL_SERVER };
    const body = withSecretLink(rendered, row.secret_link);
    try {
      const attachments = await this.filesOf(row);
      await this.transport.send({
        from: fromOf(this.options.mailFrom, row.from_name),
        to: { name: row.to_name, address: row.to_address },
        replyTo: row.reply_to,
        subject: row.subject,
        html: body.html,
        text: body.text,
        messageId: row.message_id,
        language: row.language,
        attachments,
      });
      return { status: 'sent' };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (err instanceof PermanentMailError || row.attempts >= this.maxAttempts) return { status: 'failed', error };
      return { status: 'retry', error, retryInMs: this.backoffMs(row.attempts) };
    }
  }
}

/** MAIL_FROM as it is when it names itself (`Name <addr>`), else the business's name before the address. */
export function fromOf(mailFrom: string, name: string): { name: string; address: string } | string {
  if (mailFrom.includes('<')) return mailFrom;
  return name ? { name, address: mailFrom } : mailFrom;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's mail sender (modules/mail): tests call sendDue(); main.ts starts it. */
    mail: MailSender;
  }
}
