// `pnpm --filter @vitrina/site shots`: a screenshot of every template's home page with the showcase
// business (issue 16 "Done when"), full page at 1280 and 375 px wide, plus an index.html and a contact
// sheet (sheet.png) of them all, so a person can compare the templates at a glance.
// Output: SHOTS_DIR, default `template-shots/` at the repo root (git-ignored). Starts the product as the
// README does, or uses one already running at SHOTS_BASE_URL (e.g. http://localhost:8080).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser, ROOT, startProduct } from '@vitrina/tooling/e2e';
import { templatePages } from './template-pages.mjs';

const WIDTHS = [
  { key: 'desktop', width: 1280, height: 800 },
  { key: 'phone', width: 375, height: 812 },
];
const outDir = path.resolve(process.env.SHOTS_DIR ?? path.join(ROOT, 'template-shots'));

const escapeHtml = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** Loads the page as a visitor sees it: fonts in, lazy images scrolled into view and decoded. */
async function settle(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(r));
    }
    window.scrollTo(0, 0);
    await Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))));
  });
}

function indexHtml(shots) {
  const cards = shots
    .map(
      (s) => `<figure>
  <figcaption>${s.id} · ${escapeHtml(s.name)} <small>${escapeHtml(s.font ?? 'system font')}</small></figcaption>
  <div class="pair"><a href="${s.desktop}"><img src="${s.desktop}" alt="template ${s.id} at 1280 px" class="d"></a><a href="${s.phone}"><img src="${s.phone}" alt="template ${s.id} at 375 px" class="p"></a></div>
</figure>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Vitrina templates</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 16px; background: #eee; color: #111; }
main { display: grid; grid-template-columns: repeat(4, 1fr); gap: 16px; }
figure { margin: 0; background: #fff; padding: 8px; border-radius: 6px; }
figcaption { font-weight: 600; margin-bottom: 6px; } small { font-weight: 400; color: #555; }
.pair { display: flex; gap: 6px; align-items: flex-start; height: 620px; overflow: hidden; }
.d { width: 250px; } .p { width: 90px; } img { display: block; border: 1px solid #ccc; }
</style></head>
<body><h1>Vitrina templates (showcase business, ${new Date().toISOString().slice(0, 10)})</h1><main>
${cards}
</main></body></html>
`;
}

async function main() {
  const product = process.env.SHOTS_BASE_URL ? null : await startProduct({ timeoutMs: 600_000 });
  const port = product ? product.port : Number(new URL(process.env.SHOTS_BASE_URL).port || 80);
  mkdirSync(outDir, { recursive: true });
  const browser = await launchBrowser();
  try {
    const shots = [];
    for (const template of await templatePages(port)) {
      const shot = { ...template };
      for (const { key, width, height } of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height } });
        const page = await context.newPage();
        const res = await page.goto(template.url, { waitUntil: 'load' });
        if (!res?.ok()) throw new Error(`${template.url} answered ${res?.status()}`);
        await settle(page);
        const file = `template-${template.id}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, file), fullPage: true });
        shot[key] = file;
        await context.close();
      }
      console.log(`template ${template.id} (${template.name}): ${shot.desktop}, ${shot.phone}`);
      shots.push(shot);
    }
    const index = path.join(outDir, 'index.html');
    writeFileSync(index, indexHtml(shots));
    // The index page itself, photographed: one image with every template.
    const context = await browser.newContext({ viewport: { width: 1500, height: 900 } });
    const page = await context.newPage();
    await page.goto(pathToFileURL(index).href, { waitUntil: 'load' });
    await page.screenshot({ path: path.join(outDir, 'sheet.png'), fullPage: true });
    await context.close();
    console.log(`\n${shots.length} templates: ${index} and ${path.join(outDir, 'sheet.png')}`);
  } finally {
    await browser.close();
    product?.stop();
  }
}

await main();
