// Backups against the real product (spec §4 "Site data is backed up and can be restored"): after a save
// changes the hero title, owner@bistro.test restores the version before it from the "Restore from backup" popup
// and the public site shows the old title again; the restore is a new version, listed on top. axe-core runs on
// the popup.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { expectNoSeriousA11yViolations } from './popup-checks.js';
import { putDraft, signInKeepingDraft, siteOrigin } from './sign-in.js';
import type { OwnerDraft } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');
const NEW_TITLE = 'Backup test: a title to undo';

type Draft = OwnerDraft<{ sections: { section_name: string; title: string }[] } & Record<string, unknown>>;

let browser: Browser;
let editor: { context: BrowserContext; page: Page };
let original: { clientId: number; draft: Draft };

async function publicHeroTitle(): Promise<string | undefined> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${bistro}/`);
    return (await page.locator('#section-hero-title').textContent())?.trim();
  } finally {
    await context.close();
  }
}

const heroTitle = (draft: Draft) => draft.data.sections.find((s) => s.section_name === 'hero')?.title.trim();

beforeAll(async () => {
  browser = await connectBrowser();
  const { context, page, clientId, draft } = await signInKeepingDraft<Draft['data']>(browser, `${bistro}/admin`, 'owner@bistro.test');
  original = { clientId, draft };
  await page.getByRole('button', { name: 'Edit Hero' }).waitFor();
  editor = { context, page };
});

afterAll(async () => {
  try {
    // Whatever happened above, the seeded site comes back for the other end-to-end tests.
    if (editor && original) await putDraft(editor.page, original.clientId, original.draft.data);
  } finally {
    await browser?.close();
  }
});

describe('restore from backup in Chromium (spec §4)', () => {
  it('§4 a save changes the hero title; restoring the version before it brings the old title back to the public site', async () => {
    const page = editor.page;
    const oldTitle = heroTitle(original.draft);
    expect(oldTitle).toBeTruthy();
    const changed = structuredClone(original.draft.data);
    const hero = changed.sections.find((s) => s.section_name === 'hero');
    if (!hero) throw new Error('the bistro has no hero');
    hero.title = NEW_TITLE;
    const saved = await putDraft(page, original.clientId, changed);
    expect(await publicHeroTitle()).toBe(NEW_TITLE);

    // The editor loads the saved version, then the owner opens the backups with the keyboard.
    await page.reload();
    await page.getByRole('heading', { name: NEW_TITLE }).waitFor();
    await page.getByRole('button', { name: 'Restore from backup', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Restore from backup' });
    await dialog.getByRole('list', { name: 'Saved versions' }).waitFor();
    await expectNoSeriousA11yViolations(page, dialog);
    const previous = original.draft.version;
    expect(await dialog.getByRole('button', { name: `Restore: Version ${saved.version}` }).isDisabled()).toBe(true);

    // Preview: the old version's sections, in the popup's frame.
    await dialog.getByRole('button', { name: `Preview: Version ${previous}` }).click();
    const frame = page.frameLocator('iframe.ve-preview-frame');
    await frame.getByRole('heading', { name: oldTitle }).waitFor();
    await expectNoSeriousA11yViolations(page, dialog);

    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await dialog.getByText(/Your current version is kept as a backup/).waitFor();
    const restored = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith(`/backups/${previous}/restore`));
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    expect((await restored).status()).toBe(200);
    await page.getByText('The website has been restored.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: oldTitle }).first().waitFor();
    expect(await publicHeroTitle()).toBe(oldTitle);

    // The restore is itself a version, so it can be undone.
    await page.getByRole('button', { name: 'Restore from backup', exact: true }).click();
    const newest = page.getByRole('dialog', { name: 'Restore from backup' }).getByRole('listitem').first();
    await newest.getByText(`Restored from version ${previous}`).waitFor();
    expect(await newest.getByText('Current version').count()).toBe(1);
    await page.keyboard.press('Escape');
  });
});
