// Issue 28: the identity messages render in the recipient's language with their one link (html and text),
// the business's name, lang set, and no word of the other language.
import { describe, expect, it } from 'vitest';
import {
  renderConfirmEmail,
  renderConfirmReminder,
  renderJoinInvite,
  renderPasswordReset,
  renderTeamInvite,
} from '@vitrina/mail-templates';
import { business } from '../testing/mail-fixtures.js';

const link = 'http://bistro.localhost:8080/oidc/set-password/abcdefghijklmnopqrstuvwxyz0123456789';

const cases = [
  {
    render: renderTeamInvite,
    input: { name: 'Ana', inviter: 'Marc' },
    en: { subject: 'Marc invited you to Bistro Lumière on Vitrina', words: ['Choose your password', 'Hello Ana,', '7 days'] },
    es: { subject: 'Marc te invitó a Bistro Lumière en Vitrina', words: ['Elegir tu contraseña', 'Hola, Ana:', '7 días'] },
  },
  {
    render: renderJoinInvite,
    input: { name: 'Ana', inviter: 'Marc' },
    en: { subject: 'Marc invited you to Bistro Lumière on Vitrina', words: ['Open my back office', 'accept or decline', 'Hello Ana,'] },
    es: { subject: 'Marc te invitó a Bistro Lumière en Vitrina', words: ['Abrir mi oficina', 'aceptarla o rechazarla', 'Hola, Ana:'] },
  },
  {
    render: renderPasswordReset,
    input: { name: '' },
    en: { subject: 'Reset your Vitrina password', words: ['Choose a new password', 'Hello,', '1 hour'] },
    es: { subject: 'Restablece tu contraseña de Vitrina', words: ['Elegir una contraseña nueva', 'Hola:', '1 hora'] },
  },
  {
    render: renderConfirmEmail,
    input: {},
    en: { subject: 'Confirm your e-mail for Bistro Lumière', words: ['Confirm my e-mail', 'is live'] },
    es: { subject: 'Confirma tu correo electrónico de Bistro Lumière', words: ['Confirmar mi correo', 'ya está publicado'] },
  },
  {
    render: renderConfirmReminder,
    input: {},
    en: { subject: 'Reminder: confirm your e-mail for Bistro Lumière', words: ['still not confirmed', 'two weeks ago'] },
    es: {
      subject: 'Recordatorio: confirma tu correo electrónico de Bistro Lumière',
      words: ['aún no está confirmada', 'hace dos semanas'],
    },
  },
] as const;

describe('identity messages', () => {
  for (const c of cases) {
    for (const lang of ['en', 'es'] as const) {
      it(`${c.en.subject} (${lang}): subject, words, link in html and text, lang`, async () => {
        const mail = await c.render({ lang, business, link, ...c.input });
        const other = lang === 'en' ? c.es : c.en;
        expect(mail.subject).toBe(c[lang].subject);
        expect(mail.lang).toBe(lang);
        expect(mail.html).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.text).toContain(link);
        for (const word of c[lang].words) {
          expect(mail.html).toContain(word);
          expect(mail.text).toContain(word);
        }
        expect(mail.html).not.toContain(other.words[0]);
        expect(mail.html).toContain('Bistro Lumière');
      });
    }
  }
});
