// Shared data builders for API tests: a client (with or without a site) and users with access.
import { randomBytes } from 'node:crypto';
import { defaultClient, defaultSection, defaultSiteData } from '@vitrina/core-model';
import type { LanguageId, RoleId, SiteData } from '@vitrina/core-model';
import type { AppDb } from '../db/database.js';
import type { ClientRecord, NewClient } from '../db/repos/clients.js';
import type { CurrentSite } from '../db/repos/sites.js';
import type { NewUser, UserRecord } from '../db/repos/users.js';
import { insertClient } from '../modules/sites/clients-repository.js';
import { createSite } from '../modules/sites/new-site-repository.js';
import { grantClientAccess, insertUser } from '../modules/team/users-repository.js';
import { templateRef } from '../seed/site-doc.js';

/** A label no other test uses (sub-domains are unique across the database). */
export const uniqueLabel = (prefix = 't') => `${prefix}-${randomBytes(5).toString('hex')}`;

/** A paid, active English client on template 4, with a unique sub-domain. */
export function clientInput(overrides: Partial<NewClient> = {}): NewClient {
  const { id: _id, language: _language, ...base } = defaultClient();
  return { ...base, name: 'Test Business', plan_slug: 'business', wurkzen_subdomain: uniqueLabel('c'), template_id: 4, ...overrides };
}

export async function buildClient(db: AppDb, overrides: Partial<NewClient> = {}): Promise<ClientRecord> {
  return insertClient(db, clientInput(overrides));
}

/** A small complete site document for a client. */
export function siteDataFor(record: ClientRecord, overrides: Partial<SiteData> = {}): SiteData {
  return defaultSiteData({
    template: templateRef(record.templateId),
    client: record.client,
    sections: [
      defaultSection('hero', { title: 'Welcome', ordering: 1 }),
      defaultSection('about', { title: 'About us', body: 'We make things.', ordering: 2 }),
      defaultSection('footer', { title: 'Test Business', ordering: 3 }),
    ],
    ...overrides,
  });
}

export async function buildClientWithSite(
  db: AppDb,
  overrides: Partial<NewClient> = {},
): Promise<{ record: ClientRecord; site: CurrentSite }> {
  const record = await buildClient(db, overrides);
  const site = await createSite(db, { clientId: record.client.id, data: siteDataFor(record), author: 'test', action: 'seed' });
  return { record, site };
}

export interface UserOptions extends Partial<NewUser> {
  role_id?: RoleId;
  language_id?: LanguageId;
  /** Clients the user may open (none: a user without access). */
  clientIds?: number[];
}

/** An owner (role 1) unless told otherwise, subject `vitrina|<uuid>`, with access to `clientIds`. */
export async function buildUser(db: AppDb, options: UserOptions = {}): Promise<UserRecord> {
  const { clientIds = [], ...fields } = options;
  const user = await insertUser(db, { email: `${uniqueLabel('u')}@example.test`, name: 'Test User', role_id: 1, ...fields });
  for (const clientId of clientIds) await grantClientAccess(db, user.id, clientId);
  return user;
}
