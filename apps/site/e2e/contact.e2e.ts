// Contact send and its validation errors, in English (bistro) and Spanish (salon),
// in Chromium against the product as the README starts it. The nav's Contact item opens the modal.
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, port } from '@vitrina/tooling/e2e/product';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const SITES = [
  // A phone of each business's own country (one phone rule by country, issue 26).
  { sub: 'bistro', lng: 'en' as const, phone: '(555) 123-4567' },
  { sub: 'salon', lng: 'es' as const, phone: '612 345 678' },
];

describe.each(SITES)('§2 contact modal on $sub ($lng)', ({ sub, lng, phone }) => {
  const i18n = createI18n({ lng });
  const t = (key: TranslationKey): string => i18n.t(key);

  async function openContact(): Promise<{ page: Page; posts: string[]; close(): Promise<void> }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/client\/\d+\/contact$/.test(r.url())) posts.push(r.postData() ?? '');
    });
    await page.goto(`http://${sub}.localhost:${port}/`);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: t('sections:nav.contact'), exact: true })
      .first()
      .click();
    await page.getByRole('dialog', { name: t('sections:contact.title') }).waitFor();
    return { page, posts, close: () => context.close() };
  }

  it('§5 shows the required-field and e-mail messages in the client language and sends nothing', async () => {
    const { page, posts, close } = await openContact();
    try {
      const dialog = page.getByRole('dialog', { name: t('sections:contact.title') });
      await page.getByRole('button', { name: t('sections:contact.send') }).click();
      for (const key of ['validation:required.name', 'validation:required.email', 'validation:required.message'] as const) {
        await dialog.getByText(t(key)).waitFor();
      }
      await dialog.getByLabel(t('sections:contact.email')).fill('ana@example');
      await dialog.getByLabel(t('sections:contact.phone')).fill('123');
      await page.getByRole('button', { name: t('sections:contact.send') }).click();
      await dialog.getByText(t('validation:invalid.email')).waitFor();
      await dialog.getByText(t('validation:invalid.phone')).waitFor();
      expect(posts).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends the message: the API answers 201, a Success toast shows and the modal closes', async () => {
    const { page, posts, close } = await openContact();
    try {
      const dialog = page.getByRole('dialog', { name: t('sections:contact.title') });
      await dialog.getByLabel(t('sections:contact.name')).fill('Ana López');
      await dialog.getByLabel(t('sections:contact.email')).fill('ana@example.com');
      await dialog.getByLabel(t('sections:contact.phone')).fill(phone);
      await dialog.getByLabel(t('sections:contact.message')).fill(`Hello from the ${lng} e2e test`);
      const answer = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/client\/\d+\/contact$/.test(r.url()));
      await page.getByRole('button', { name: t('sections:contact.send') }).click();
      expect((await answer).status()).toBe(201);
      expect(JSON.parse(posts[0] ?? '{}')).toEqual({
        name: 'Ana López',
        email: 'ana@example.com',
        phone,
        message: `Hello from the ${lng} e2e test`,
      });
      const toast = page.getByRole('status').filter({ hasText: t('sections:contact.sent') });
      await toast.waitFor();
      expect(await toast.textContent()).toContain(t('ui:toast.title.success'));
      await page.getByRole('dialog', { name: t('sections:contact.title') }).waitFor({ state: 'detached' });
    } finally {
      await close();
    }
  });
});
