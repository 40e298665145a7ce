// A chat message reaching the API, and the business's reply reaching the visitor
// (spec §1 "optional chat widget", §4 Chat). Needs a chat-enabled demo client (bistro). The owner's
// token comes from the built-in identity provider, signed in through its real login page.
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser, port } from '@vitrina/tooling/e2e/product';
import { ownerToken } from './support/owner-token.js';

const site = `http://bistro.localhost:${port}`;
const i18n = createI18n({ lng: 'en' });
const t = (key: TranslationKey): string => i18n.t(key);
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('§4 Chat on bistro in Chromium', () => {
  it("a visitor's message reaches the business's inbox, and the owner's reply appears in the widget; a reload keeps the thread", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${site}/`);
      await page.getByRole('button', { name: t('sections:chat.open') }).click();
      const panel = page.getByRole('dialog', { name: t('sections:chat.title') });
      await panel.getByLabel(t('sections:chat.name')).fill('Ana E2E');
      await panel.getByLabel(t('sections:chat.email')).fill('ana.e2e@example.com');
      const started = page.waitForResponse((r) => r.request().method() === 'POST' && /\/chat\/conversations$/.test(r.url()));
      await panel.getByRole('button', { name: t('sections:chat.start') }).click();
      const startAnswer = await started;
      expect(startAnswer.status()).toBe(201);
      const { conversationId, visitorToken } = (await startAnswer.json()) as { conversationId: string; visitorToken: string };
      const clientId = Number(/\/client\/(\d+)\//.exec(startAnswer.url())?.[1]);

      const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/messages'));
      await panel.getByLabel(t('sections:chat.messageLabel')).fill('Do you have a table for two tonight?');
      await panel.getByLabel(t('sections:chat.messageLabel')).press('Enter');
      expect((await sent).status()).toBe(201);
      const log = panel.getByRole('log', { name: t('sections:chat.log') });
      await log.getByText('Do you have a table for two tonight?').waitFor();

      // The message reached the API: the visitor's own read and the owner's inbox both have it.
      const thread = `${baseUrl}/api/client/${clientId}/chat/conversations/${conversationId}/messages`;
      const asVisitor = (await (await fetch(thread, { headers: { 'x-chat-token': visitorToken } })).json()) as {
        messages: { author: string; body: string }[];
      };
      expect(asVisitor.messages).toEqual([expect.objectContaining({ author: 'visitor', body: 'Do you have a table for two tonight?' })]);
      const bearer = { authorization: `Bearer ${await ownerToken(browser, baseUrl, site, 'owner@bistro.test')}` };
      const inbox = (await (await fetch(`${baseUrl}/api/client/${clientId}/chat/conversations`, { headers: bearer })).json()) as {
        conversations: { id: string; name: string; last_message: { body: string } | null }[];
      };
      expect(inbox.conversations.find((c) => c.id === conversationId)).toMatchObject({
        name: 'Ana E2E',
        last_message: { body: 'Do you have a table for two tonight?' },
      });

      const reply = await fetch(`${baseUrl}/api/client/${clientId}/chat/conversations/${conversationId}/replies`, {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify({ body: 'Yes! See you at 7.' }),
      });
      expect(reply.status).toBe(201);
      // The widget polls while open: the reply appears without any action of the visitor.
      await log.getByText('Yes! See you at 7.').waitFor({ timeout: 15_000 });

      await page.reload();
      await page.getByRole('button', { name: t('sections:chat.open') }).click();
      const again = page.getByRole('dialog', { name: t('sections:chat.title') }).getByRole('log');
      await again.getByText('Yes! See you at 7.').waitFor();
      await again.getByText('Do you have a table for two tonight?').waitFor();
    } finally {
      await context.close();
    }
  });

  it('§4 Chat: no chat on a freemium site (freebie)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      // The shell marks its root once the browser-only state that decides the widget is known (after hydration).
      await page.goto(`http://freebie.localhost:${port}/`);
      await page.locator('[data-interactive]').waitFor({ state: 'attached' });
      expect(await page.getByRole('button', { name: t('sections:chat.open') }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('issue 26: on a 375 px phone the launcher is a small round button (its words its name) that leaves a product’s title uncovered', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    try {
      await page.goto(`${site}/product/harbor-lane-apron`);
      const launcher = page.getByRole('button', { name: t('sections:chat.open') });
      await launcher.waitFor();
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      const box = (await launcher.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(56);
      expect(box.height).toBeLessThanOrEqual(56);
      await page.screenshot({ path: '/tmp/chat-launcher-375.png' });
      // The title's words (not its block, which spans the screen) stay clear of the launcher.
      const words = await page
        .locator('h1')
        .first()
        .evaluate((h1) => {
          const range = document.createRange();
          range.selectNodeContents(h1);
          return [...range.getClientRects()].map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
        });
      expect(words.length).toBeGreaterThan(0);
      const covered = words.filter(
        (w) => w.x < box.x + box.width && box.x < w.x + w.width && w.y < box.y + box.height && box.y < w.y + w.height,
      );
      expect(covered).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
