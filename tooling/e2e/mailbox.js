// A real SMTP server for the end-to-end run (issue 28): each product sends its mail to its own mailbox, on
// 127.0.0.1 only, so no test ever reaches an address outside this machine. What arrives is parsed with
// mailparser and kept in memory; the tests read it over a small HTTP API (mail.js), and can stop and start
// the SMTP listener to see that messages wait in the outbox while the mail server is down.
//   GET    /messages        → every message received, oldest first
//   DELETE /messages        → forget them
//   POST   /smtp/stop       → the SMTP port refuses connections (until /smtp/start)
//   POST   /smtp/start      → it accepts them again, on the same port
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {{ address: string, name: string }} MailAddress
 * @typedef {{ filename: string | undefined, contentType: string, content: string }} MailAttachment
 * @typedef {{ id: number, messageId: string | undefined, from: MailAddress[], to: MailAddress[], subject: string,
 *   text: string, html: string, language: string | undefined, date: string | undefined,
 *   attachments: MailAttachment[] }} ReceivedMail
 */

/** @param {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} field */
const addressesOf = (field) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map(({ address = '', name = '' }) => ({ address, name })),
  );

/**
 * Starts the mailbox on free ports. `smtpPort` is what the product's SMTP_URL names; `url` is the HTTP API.
 * @returns {Promise<{ smtpPort: number, url: string, messages: ReceivedMail[], close(): Promise<void> }>}
 */
export async function startMailbox() {
  /** @type {ReceivedMail[]} */
  const messages = [];
  let nextId = 1;

  const smtpOptions = {
    // Plain SMTP on the loopback: no STARTTLS to negotiate, and any login (or none) is accepted.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    /** @type {import('smtp-server').SMTPServerOptions['onAuth']} */
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    /** @type {import('smtp-server').SMTPServerOptions['onData']} */
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            id: nextId++,
            messageId: mail.messageId,
            from: addressesOf(mail.from),
            to: addressesOf(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            language: /** @type {string | undefined} */ (mail.headers.get('content-language')),
            date: mail.date?.toISOString(),
            attachments: mail.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content.toString('base64'),
            })),
          });
          callback();
        })
        .catch((error) => callback(error));
    },
    logger: false,
  };

  /** @type {SMTPServer | null} */
  let smtp = null;
  const listen = (/** @type {number} */ port) =>
    new Promise((resolve, reject) => {
      const server = new SMTPServer(smtpOptions);
      server.on('error', () => {
        /* a dropped client connection: nothing to do */
      });
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        smtp = server;
        resolve(/** @type {import('node:net').AddressInfo} */ (server.server.address()).port);
      });
    });
  const stopSmtp = () =>
    new Promise((resolve) => {
      const server = smtp;
      smtp = null;
      if (!server) return resolve(undefined);
      server.close(() => resolve(undefined));
      // close() waits for open connections; a sender keeping one open must not hold the test.
      for (const connection of server.connections ?? []) connection.close?.();
    });

  const smtpPort = /** @type {number} */ (await listen(0));

  const http = createServer((req, res) => {
    const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const route = `${req.method} ${req.url?.split('?')[0]}`;
    if (route === 'GET /messages') return send(200, messages);
    if (route === 'DELETE /messages') {
      messages.length = 0;
      return send(200, { ok: true });
    }
    if (route === 'POST /smtp/stop') return void stopSmtp().then(() => send(200, { smtp: 'stopped' }));
    if (route === 'POST /smtp/start') {
      if (smtp) return send(200, { smtp: 'running' });
      return void listen(smtpPort).then(
        () => send(200, { smtp: 'running' }),
        (error) => send(500, { error: String(error) }),
      );
    }
    return send(404, { error: `no route ${route}` });
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port: httpPort } = /** @type {import('node:net').AddressInfo} */ (http.address());

  return {
    smtpPort,
    url: `http://127.0.0.1:${httpPort}`,
    messages,
    close: async () => {
      await stopSmtp();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(() => resolve(undefined)));
    },
  };
}
