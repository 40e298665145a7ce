// Seeds the demo clients, their sites, gallery, blog, templates and users (the demo clients of the README).
// Idempotent: what exists is left alone, so a second run changes nothing; all rows go in one
// transaction, and concurrent starts of several nodes cannot duplicate anything (on-conflict inserts).
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { insertBlogPost } from '../modules/content/blog-public-repository.js';
import { findClientBySubdomain } from '../db/repos/clients.js';
import { addGalleryImage } from '../modules/content/gallery-repository.js';
import { insertTemplateIfMissing, updateTemplate } from '../db/repos/templates.js';
import { findUserByEmail } from '../db/repos/users.js';
import { insertClientIfMissing, markCustomDomainVerified } from '../modules/sites/clients-repository.js';
import { createSite } from '../modules/sites/new-site-repository.js';
import { grantClientAccess, insertUserIfMissing } from '../modules/team/users-repository.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../identity/password.js';
import type { AssetWriter } from './asset-writer.js';
import { insertDemoBooking } from './demo-booking.js';
import { DEMO_FORMS, insertDemoForms } from './demo-forms.js';
import type { DemoClient, ImageUrls } from './demo-client.js';
import { insertDemoProducts } from './demo-products.js';
import { DEMO_CLIENT_SPECS } from './demo-clients.js';
import { writeDemoImages } from './demo-images.js';
import { DEMO_TEMPLATES, templateJsonKey } from './demo-templates.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
import { insertShowcaseSession } from './demo-showcase.js';

/** Author recorded on the seeded site versions. */
export const SEED_AUTHOR = 'seed';

export interface SeedOptions {
  /** "Now" for relative dates (trial end, blog dates). */
  now?: Date;
}

export interface SeedReport {
  /** Sub-domains of the clients created by this run (their site.json files need publishing). */
  createdClients: string[];
  createdUsers: string[];
  createdTemplates: number[];
}

async function seedClient(tx: AppDb, spec: DemoClient, images: ImageUrls, now: Date): Promise<boolean> {
  const record = await insertClientIfMissing(tx, { ...spec.client(now), wurkzen_subdomain: spec.subdomain });
  if (!record) return false;
  const clientId = record.client.id;
  await createSite(tx, { clientId, data: spec.site(record.client, images), author: SEED_AUTHOR, action: 'seed', now });
  for (const item of spec.gallery ?? []) {
    const image = images[item.image];
    if (image)
      await addGalleryImage(tx, clientId, { image, thumb_url: images[`${item.image}-thumb`] ?? null, description: item.description });
  }
  for (const post of spec.blog?.(images, now) ?? []) await insertBlogPost(tx, clientId, post);
  if (spec.products) await insertDemoProducts(tx, clientId, spec.products, images);
  return true;
}

export async function seedDemo(db: AppDb, assets: AssetWriter, options: SeedOptions = {}): Promise<SeedReport> {
  const now = options.now ?? new Date();

  // Files first: they are generated the same every time, so writing them again changes nothing and
  // repairs an asset store that lost them.
  const imagesByClient = new Map<string, ImageUrls>();
  for (const spec of DEMO_CLIENT_SPECS) imagesByClient.set(spec.subdomain, await writeDemoImages(assets, spec.subdomain, spec.images));
  for (const template of DEMO_TEMPLATES) {
    await assets.put(templateJsonKey(template.id), Buffer.from(JSON.stringify(template.data)), 'application/json');
  }

  // Hash only for users still missing (scrypt is slow on purpose).
  const emails = DEMO_USERS.map((u) => u.email);
  const existing = new Set((await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((r) => r.email));
  const hashes = new Map<string, string>();
  for (const user of DEMO_USERS) if (!existing.has(user.email)) hashes.set(user.email, await hashPassword(DEMO_PASSWORD));

  return db.transaction(async (tx) => {
    const report: SeedReport = { createdClients: [], createdUsers: [], createdTemplates: [] };
    // The catalog is the templates' one source: a template changed since the last start is updated.
    for (const template of DEMO_TEMPLATES) {
      if (await insertTemplateIfMissing(tx, template)) report.createdTemplates.push(template.id);
      else await updateTemplate(tx, template);
    }
    for (const spec of DEMO_CLIENT_SPECS) {
      if (await seedClient(tx, spec, imagesByClient.get(spec.subdomain) ?? {}, now)) report.createdClients.push(spec.subdomain);
      // A demo's custom domain has no DNS to check: the embedded default takes it as verified (services/custom-domains.ts),
      // on every start so installs seeded before the check have it too.
      const domain = spec.client(now).custom_domain;
      const seeded = domain ? await findClientBySubdomain(tx, spec.subdomain) : null;
      if (domain && seeded) await markCustomDomainVerified(tx, seeded.client.id, domain);
    }
    for (const demo of DEMO_USERS) {
      const hash = hashes.get(demo.email);
      if (hash) {
        const { client: _client, ...fields } = demo;
        if (await insertUserIfMissing(tx, { ...fields, password_hash: hash })) report.createdUsers.push(demo.email);
      }
      const user = await findUserByEmail(tx, demo.email);
      const client = await findClientBySubdomain(tx, demo.client);
      if (user && client) await grantClientAccess(tx, user.id, client.client.id);
    }
    // After the users: an employee's staff row links to their login.
    for (const spec of DEMO_CLIENT_SPECS) {
      const client = spec.booking ? await findClientBySubdomain(tx, spec.subdomain) : null;
      if (client && spec.booking) await insertDemoBooking(tx, client.client.id, spec.booking, imagesByClient.get(spec.subdomain));
      // After the services: the forms their appointments require.
      const forms = DEMO_FORMS[spec.subdomain];
      if (client && forms) await insertDemoForms(tx, client.client.id, forms);
    }
    // Every template previewed with one business's content (spec §2 builder preview).
    await insertShowcaseSession(tx);
    return report;
  });
}
