// The back office's Forms screen in Chromium against the running product (issue 15): the bistro's owner
// builds a form (a required text field, a choice, a file upload), attaches it to a service, sends it to a new
// customer and copies the link; the customer answers through the public API (uploading a picture); the owner
// reads the answers and downloads the file (the same bytes), then removes the form (deactivated: it has an answer).
// Screenshots at 1280 and 375 px.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedBytes } from '@vitrina/tooling/e2e';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { solidPng, translator } from './e2e-helpers.js';
import { seriousA11yViolations } from './popup-checks.js';
import { ownerWithClipboard, siteOrigin } from './sign-in.js';

const SHOTS = '/tmp/shots/forms-editor';
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

async function shoot(page: Page, name: string, target?: Locator) {
  // The toasts would cover the screen: they are dismissed first.
  const dismiss = page.getByRole('button', { name: translator('en')('ui:toast.dismiss') });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const path = `${SHOTS}/${name}-${width}.png`;
    await (target ? target.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The customer answers at the site's public API, from a page of the site (Chromium resolves the site's
 * *.localhost host; Node does not): the picture uploaded first, then the answers. Answers the statuses.
 */
async function answerAsCustomer(page: Page, api: string, picture: Buffer): Promise<number[]> {
  return page.evaluate(
    async ({ api, bytes }) => {
      const form = (await (await fetch(api)).json()) as { fields: { id: string; label: string }[] };
      const id = (label: string) => form.fields.find((f) => f.label === label)?.id ?? label;
      const upload = await fetch(`${api}/uploads?field=${id('Photo of your table')}`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', 'x-file-name': encodeURIComponent('table.png') },
        body: new Uint8Array(bytes),
      });
      const file = (await upload.json()) as { id: string };
      const answered = await fetch(`${api}/responses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          answers: { [id('Your name')]: 'Nora Quinn', [id('Seating')]: 'Terrace', [id('Photo of your table')]: [file.id] },
          appointment_uuid: null,
        }),
      });
      return [upload.status, answered.status];
    },
    { api, bytes: [...picture] },
  );
}

describe('the Forms screen at /manage/forms in Chromium (issue 15)', () => {
  it('the bistro owner builds a form, sends it to a customer, and reads the answers and the file', async () => {
    const t = translator('en');
    const b = (key: string, options?: Record<string, unknown>) => t(`manage:formsScreen.builder.${key}` as never, options);
    const origin = siteOrigin(baseUrl, 'bistro');
    const name = `Table preferences ${Date.now().toString(36)}`;
    const email = `forms-e2e-${Date.now().toString(36)}@example.test`;
    const { context, page } = await ownerWithClipboard(browser, origin, `${origin}/manage/forms`, { acceptDownloads: true });
    await page.getByRole('heading', { level: 1, name: t('manage:formsScreen.title') }).waitFor();
    await page.getByRole('list', { name: t('manage:formsScreen.list') }).waitFor();
    await shoot(page, 'forms-list');

    // The builder: a required text field, a choice of two options, a file upload; attached to a service.
    await page.getByRole('link', { name: t('manage:formsScreen.newForm') }).click();
    await page.getByRole('textbox', { name: b('name') }).fill(name);
    const add = page.getByRole('group', { name: b('addField') });
    await add.getByRole('button', { name: t('manage:formsScreen.types.text'), exact: true }).click();
    const field1 = page.getByRole('group', { name: new RegExp(`^${b('field', { n: 1 })} ·`) });
    await field1.getByRole('textbox', { name: b('label') }).fill('Your name');
    await field1.getByRole('checkbox', { name: b('required') }).check();
    await add.getByRole('button', { name: t('manage:formsScreen.types.choice'), exact: true }).click();
    const field2 = page.getByRole('group', { name: new RegExp(`^${b('field', { n: 2 })} ·`) });
    await field2.getByRole('textbox', { name: b('label') }).fill('Seating');
    await field2.getByRole('textbox', { name: b('option', { n: 1 }) }).fill('Dining room');
    await field2.getByRole('textbox', { name: b('option', { n: 2 }) }).fill('Terrace');
    await add.getByRole('button', { name: t('manage:formsScreen.types.file'), exact: true }).click();
    const field3 = page.getByRole('group', { name: new RegExp(`^${b('field', { n: 3 })} ·`) });
    await field3.getByRole('textbox', { name: b('label') }).fill('Photo of your table');
    const services = page.getByRole('group', { name: b('services') });
    await services.getByRole('checkbox', { name: 'Private chef at home' }).check();
    const saved = page.waitForResponse((res) => /\/owner-forms$/.test(res.url()) && res.request().method() === 'POST');
    await page.getByRole('button', { name: b('save') }).click();
    const created = await saved;
    expect(created.status()).toBe(201);
    await page.getByText(b('saved'), { exact: true }).waitFor();
    // The new form moves to its own address (the screen remounts there) before it is checked.
    const formId = ((await created.json()) as { id: number }).id;
    await page.waitForURL((url) => url.pathname.endsWith(`/manage/forms/${formId}`));
    const clientId = Number(/\/client\/(\d+)\//.exec(created.url())?.[1]);
    expect(await seriousA11yViolations(page, '.vfm-forms')).toEqual([]);
    await shoot(page, 'form-builder');

    // Sent to a new customer: the dialog gives their link on the site, copied.
    await page.getByRole('button', { name: t('manage:formsScreen.send'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('manage:formsScreen.sendDialog.title', { name }) });
    await dialog.getByRole('textbox', { name: t('manage:formsScreen.sendDialog.email') }).fill(email);
    await dialog.getByRole('textbox', { name: t('manage:formsScreen.sendDialog.firstName') }).fill('Nora');
    await dialog.getByRole('button', { name: t('manage:formsScreen.sendDialog.submit') }).click();
    const linkBox = dialog.getByRole('textbox', { name: t('manage:formsScreen.sendDialog.link') });
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    expect(link).toMatch(new RegExp(`^${origin}/forms/customer/[0-9a-f-]{36}/form/[0-9a-f-]{36}$`));
    await dialog.getByRole('button', { name: t('manage:formsScreen.sendDialog.copy') }).click();
    await page.getByText(t('manage:formsScreen.sendDialog.copied'), { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'send-dialog', dialog);
    await dialog.getByRole('button', { name: t('ui:modal.close') }).click();

    // The customer answers through the public API.
    const path = new URL(link).pathname;
    const picture = solidPng(24, 16, [200, 80, 40]);
    const customer = await context.newPage();
    await customer.goto(`${origin}/`);
    expect(await answerAsCustomer(customer, `/api/client/${clientId}${path}`, picture)).toEqual([201, 201]);
    await customer.close();

    // The owner reads the answers from the list, and downloads the picture.
    await page.getByRole('link', { name: b('back') }).click();
    const row = page.getByRole('listitem').filter({ hasText: name });
    await row.getByText(t('manage:formsScreen.responseCount_one', { count: 1 })).waitFor();
    await row.getByRole('link', { name: t('manage:formsScreen.viewResponsesOf', { name }) }).click();
    const a = (key: string, options?: Record<string, unknown>) => t(`manage:formsScreen.answers.${key}` as never, options);
    const open = page.getByRole('link', { name: a('openResponse', { name: 'Nora', form: name }) });
    await open.waitFor();
    await shoot(page, 'responses');
    await open.click();
    const article = page.getByRole('article', { name });
    await article.waitFor();
    expect(await article.textContent()).toMatch(/Your name\s*Nora Quinn.*Seating\s*Terrace.*Photo of your table\s*table\.png/s);
    expect(await seriousA11yViolations(page, '.vfm-forms')).toEqual([]);
    const downloading = page.waitForEvent('download');
    await article.getByRole('button', { name: a('downloadFile', { name: 'table.png' }) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('table.png');
    expect(Buffer.compare(await downloadedBytes(download), picture)).toBe(0);
    await shoot(page, 'response');

    // Removed at the end: it has an answer, so it is deactivated (no booking made by another test asks it).
    await page.goto(`${origin}/manage/forms`);
    await page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('link', { name: t('manage:formsScreen.editForm', { name }) })
      .click();
    await page.getByRole('button', { name: b('removeForm') }).click();
    await page
      .getByRole('dialog', { name: b('removeTitle') })
      .getByRole('button', { name: b('removeConfirm') })
      .click();
    await page.getByText(b('deactivated'), { exact: true }).waitFor();
    await context.close();
  });
});
