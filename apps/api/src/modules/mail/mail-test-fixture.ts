// A real SMTP server for the mail tests (smtp-server on 127.0.0.1, a random port, no TLS, no auth) that
// parses what arrives with mailparser. Stop and start it again on the same port to play a mail server outage.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  /** Recipients the server refuses for good (550). */
  refuse: Set<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const refuse = new Set<string>();
  let server: SMTPServer | null = null;
  let port = 0;
  const start = async () => {
    const s = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address.toLowerCase())) {
          const err = Object.assign(new Error('550 5.1.1 no such mailbox'), { responseCode: 550 });
          return callback(err);
        }
        callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.server.address() as AddressInfo).port;
    server = s;
  };
  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    refuse,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = null;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
  };
}
