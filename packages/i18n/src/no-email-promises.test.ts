// Issue 26 item 6: no text of the interface may promise an e-mail the product does not send — "you will get
// a link", "we will write to …", "Recibirás por correo…". Issue 28 made the product send messages: a text
// may speak of one only for a message that is queued at that moment (MAILED, by key), and the message
// texts themselves (`mail` namespace) are what is sent. Every other string of both languages is read.
import { describe, expect, it } from 'vitest';
import { en, es } from './resources.js';

/** Every string of a resource tree, with its key path. */
function texts(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
}

const PROMISES: Record<'en' | 'es', RegExp[]> = {
  en: [
    // "you will receive / get … link / e-mail", "we will write / send / e-mail"
    /\b(you will|you'll|you’ll)\b[^.;:]*\b(receive|get)\b[^.;:]*\b(link|e-?mail|message|code)\b/i,
    /\b(we will|we'll|we’ll)\b[^.;:]*\b(write|send|e-?mail|notify)\b/i,
    /\bwill (send|e-?mail|write to|notify) you\b/i,
    /\b(receive|get|send|sent)\b[^.;:]*\b(by|via) e-?mail\b/i,
    /\bcheck your (e-?mail|inbox)\b/i,
    /\bwe (have )?(sent|e-?mailed) (you|a|an|it)\b/i,
  ],
  es: [
    /\brecibir(á|ás|én)\b/i,
    /\bte (escribiremos|enviaremos|enviará|enviarán|llegará|avisaremos|notificaremos)\b/i,
    /\b(recib|envi)\w*\b[^.;:]*\bpor correo\b/i,
    /\brevisa tu (correo|bandeja)\b/i,
    /\bte (hemos )?(enviado|escrito)\b/i,
  ],
};

/** Texts about a message the product queues when they are shown (issue 28), by key. */
const MAILED = new Set(['manage.emailConfirmation.body', 'booking.success.contactEmail']);

describe.each([
  ['en', en],
  ['es', es],
] as const)('%s texts promise no e-mail', (language, resources) => {
  it('no text says an e-mail, a link by e-mail or a message will come', () => {
    const offending = texts(resources).filter(
      ([key, text]) => !MAILED.has(key) && !key.startsWith('mail.') && PROMISES[language].some((promise) => promise.test(text)),
    );
    expect(offending).toEqual([]);
  });

  it('reads every namespace (the walk is not empty)', () => {
    expect(texts(resources).length).toBeGreaterThan(500);
  });
});
