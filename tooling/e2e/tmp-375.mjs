import { chromium } from 'playwright-core';
const [,, host, typeLabel, out] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
await page.goto(`http://${host}:8099/appointment`);
await page.waitForLoadState('networkidle');
await page.getByRole('radio', { name: new RegExp(typeLabel) }).check();
const cont = () => page.locator('button.vk-button--primary, button[type=submit]').filter({ hasText: /Continue|Continuar/ }).first().click();
await cont();
await page.getByRole('checkbox').first().check();
await cont();
await page.getByRole('radio').first().check();
await cont();
for (let i = 0; i < 3; i++) {
  const free = page.locator('.site-booking__days button:not([disabled])[data-date]');
  if (await free.count()) { await free.first().click(); break; }
  await page.getByRole('button', { name: /Next month|Mes siguiente/ }).click();
}
await page.locator('.site-booking__slots input[type=radio]').first().check();
await cont();
await page.getByRole('button', { name: /^(Confirm|Confirmar)$/ }).click();
await page.waitForTimeout(1500);
const w = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth }));
console.log(JSON.stringify(w));
const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1).slice(0, 12).map(e => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`));
console.log(wide.join('\n'));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
