// The back office's Blog screen in Chromium against the running product (spec §2 /blog, /blog/{slug}; §3
// "Blog"): the owner writes a post with a cover image (uploaded through the editor's upload path) and a
// formatted body, publishes it, finds it on the site's /blog and in /sitemap.xml, unpublishes it and its
// address answers 404 — in English on the bistro, and in Spanish (switched in the layout) on the salon.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { seriousA11yViolations } from './popup-checks.js';
import { signInAt, siteOrigin } from './sign-in.js';
import { solidPng, translator } from './e2e-helpers.js';

let browser: Browser;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const SITES = [
  { sub: 'bistro', lng: 'en', owner: 'owner@bistro.test', title: 'Spring menu is here', slug: 'spring-menu-is-here' },
  { sub: 'salon', lng: 'es', owner: 'owner@salon.test', title: 'Año nuevo, peinado nuevo', slug: 'ano-nuevo-peinado-nuevo' },
] as const;

describe('the Blog screen at /manage/blog in Chromium (spec §2 /blog, §3 "Blog")', () => {
  it.each(SITES)('$owner writes, publishes and unpublishes a post on $sub ($lng)', async ({ sub, lng, owner, title, slug }) => {
    const t = translator(lng);
    const origin = siteOrigin(baseUrl, sub);
    const { context, page } = await signInAt(browser, `${origin}/manage/blog`, owner);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The layout's language switch: the screen follows it.
    await page.getByRole('button', { name: lng === 'es' ? 'Español' : 'English' }).click();
    await page.getByRole('heading', { level: 1, name: t('manage:blog.title') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lng);

    await page.getByRole('link', { name: t('manage:blog.newPost') }).click();
    await page.getByRole('heading', { level: 1, name: t('manage:blog.form.newTitle') }).waitFor();
    await page.getByRole('textbox', { name: t('manage:blog.form.title'), exact: true }).fill(title);
    expect(await page.getByRole('textbox', { name: t('manage:blog.form.slug'), exact: true }).inputValue()).toBe(slug);

    const uploaded = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().includes('/uploads?kind=asset_image'));
    await page
      .getByLabel(t('manage:blog.form.cover'), { exact: true })
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: solidPng(320, 180, [190, 90, 40]) });
    expect((await uploaded).status()).toBe(201);

    const body = page.getByRole('textbox', { name: t('manage:blog.form.body'), exact: true });
    await body.click();
    await page.getByRole('button', { name: t('manage:blog.editor.h2'), exact: true }).click();
    await page.keyboard.type('Fresh from the market');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: t('manage:blog.editor.bold'), exact: true }).click();
    await page.keyboard.type('Asparagus');
    await page.getByRole('button', { name: t('manage:blog.editor.bold'), exact: true }).click();
    await page.keyboard.type(' and peas.');
    await page.getByRole('textbox', { name: t('manage:blog.form.excerpt'), exact: true }).fill('What is new this season.');
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);

    const published = page.waitForResponse((res) => res.request().method() === 'POST' && /\/blog-posts\/\d+\/publish$/.test(res.url()));
    await page.getByRole('button', { name: t('manage:blog.form.publish'), exact: true }).click();
    expect((await published).status()).toBe(200);
    await toast(page, t('manage:blog.form.published'));
    await page.getByRole('button', { name: t('manage:blog.form.unpublish'), exact: true }).waitFor();
    await page.screenshot({ path: `/tmp/manage-blog-form-${lng}.png`, fullPage: true });

    // The site shows it at once: on /blog, at its address, and in the sitemap.
    const visitor = await browser.newContext();
    try {
      const site = await visitor.newPage();
      await site.goto(`${origin}/blog`);
      await site.getByText(title).first().waitFor();
      const post = await site.goto(`${origin}/blog/${slug}`);
      expect(post?.status()).toBe(200);
      await site.getByRole('heading', { level: 1, name: title }).waitFor();
      // Through the browser: only Chromium resolves the site's *.localhost host here.
      const sitemap = await site.goto(`${origin}/sitemap.xml`);
      expect(await sitemap?.text()).toContain(`/blog/${slug}</loc>`);

      // Unpublished: the address answers 404 at once.
      await page.getByRole('button', { name: t('manage:blog.form.unpublish'), exact: true }).click();
      await toast(page, t('manage:blog.form.unpublished'));
      const gone = await site.goto(`${origin}/blog/${slug}`);
      expect(gone?.status()).toBe(404);
      expect(await (await site.goto(`${origin}/sitemap.xml`))?.text()).not.toContain(`/blog/${slug}<`);
    } finally {
      await visitor.close();
    }

    // Back in the list, the post is a draft again; delete it so the seeded blog stays as it was.
    await page.getByRole('button', { name: t('manage:blog.form.delete'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('manage:blog.form.deleteTitle') });
    await dialog.getByRole('button', { name: t('manage:blog.form.deleteConfirm') }).click();
    await page.getByRole('heading', { level: 1, name: t('manage:blog.title') }).waitFor();
    await context.close();
  });
});
