// The built-in provider's pages as the editor's end-to-end files walk them (issue 28), in either language: a
// mailed set-password link, "Forgot password?" from the sign-in page, the e-mail confirmation link, and a
// sign-in with a password of one's own. Each opens a fresh browser context (as from a mail client), whose
// Accept-Language picks the pages' language. The pages' words are the provider's (apps/api/src/identity/
// login-messages.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { linksOf, waitForMail } from '@vitrina/tooling/e2e/mail';
import type { ReceivedMail } from '@vitrina/tooling/e2e/mail';
import { translator } from './e2e-helpers.js';

export type Lang = 'en' | 'es';

const PAGES = {
  en: {
    passwordSet: 'Password set',
    forgotLink: 'Forgot password?',
    forgotTitle: 'Forgot your password?',
    forgotSent: 'If an account exists for that address, we sent a link',
    emailConfirmed: 'Email confirmed',
  },
  es: {
    passwordSet: 'Contraseña guardada',
    forgotLink: '¿Olvidaste tu contraseña?',
    forgotTitle: '¿Olvidaste tu contraseña?',
    forgotSent: 'Si existe una cuenta con esa dirección, le enviamos un enlace',
    emailConfirmed: 'Correo confirmado',
  },
} as const;

/** A fresh context whose pages ask for `lang`. */
export function contextIn(browser: Browser, lang: Lang): Promise<BrowserContext> {
  return browser.newContext({ locale: lang === 'es' ? 'es-ES' : 'en-US' });
}

/** The one link of `mail` whose path holds `part`, on `origin` (the business's own host). */
export function mailLink(mail: ReceivedMail, part: string, origin: string): string {
  const link = linksOf(mail).find((href) => href.includes(part));
  expect(link, linksOf(mail).join('\n')).toBeDefined();
  expect(link!.startsWith(`${origin}/`), link).toBe(true);
  return link!;
}

/** Opens a set-password link and chooses `password`; the page says it is set. */
export async function choosePassword(browser: Browser, link: string, password: string, lang: Lang): Promise<void> {
  const context = await contextIn(browser, lang);
  try {
    const page = await context.newPage();
    await page.goto(link);
    await page.fill('#password', password);
    await page.fill('#password2', password);
    await page.click('button[type="submit"]');
    await page.getByRole('heading', { name: PAGES[lang].passwordSet }).waitFor();
  } finally {
    await context.close();
  }
}

/**
 * "Forgot password?" on the sign-in page of `origin`'s back office for `email`: the page gives the same answer
 * whoever asks; the reset mail (in `lang`) arrives, and its one-time link, on `origin`, is returned.
 */
export async function forgotPassword(browser: Browser, origin: string, email: string, lang: Lang): Promise<string> {
  const context = await contextIn(browser, lang);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/manage`);
    await page.waitForURL((u) => u.pathname.includes('/oidc/interaction/'));
    await page.getByRole('link', { name: PAGES[lang].forgotLink }).click();
    await page.getByRole('heading', { name: PAGES[lang].forgotTitle }).waitFor();
    await page.fill('#email', email);
    await page.click('button[type="submit"]');
    await page.getByText(PAGES[lang].forgotSent).waitFor();
  } finally {
    await context.close();
  }
  const mail = await waitForMail({ to: email, subject: translator(lang)('mail:identity.reset.subject') });
  expect(mail.language).toBe(lang);
  return mailLink(mail, '/oidc/set-password/', origin);
}

/** Opens an e-mail confirmation link: the page says the address is confirmed. */
export async function confirmEmail(browser: Browser, link: string, lang: Lang): Promise<void> {
  const context = await contextIn(browser, lang);
  try {
    const page = await context.newPage();
    const answer = await page.goto(link);
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { name: PAGES[lang].emailConfirmed }).waitFor();
  } finally {
    await context.close();
  }
}

/** Signs in at `url` (a back-office or editor address) as `email` with `password`, in a fresh context; waits until it is back at `landing`. */
export async function signInWithPassword(
  browser: Browser,
  url: string,
  email: string,
  password: string,
  landing: string,
  lang: Lang = 'en',
): Promise<Page> {
  const context = await contextIn(browser, lang);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForURL((u) => u.pathname.includes('/oidc/interaction/'));
  await page.fill('#email', email);
  await page.fill('#password', password);
  await page.click('button[type="submit"]');
  await page.waitForURL((u) => u.href.startsWith(landing));
  return page;
}
