// Templates and their template.json documents (spec §7 `{template url}json/template.json`).
import { migrateSiteData } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { templates } from '../schema.js';
import { isDbInt } from './ids.js';

export interface TemplateRecord {
  id: number;
  name: string;
  url: string;
  /** The template.json document: a SiteData holding the template's defaults. */
  data: SiteData;
}

type TemplateRow = typeof templates.$inferSelect;

const toTemplate = (row: TemplateRow): TemplateRecord => ({ ...row, data: migrateSiteData(row.data) });

export async function getTemplate(db: AppDb, id: number): Promise<TemplateRecord | null> {
  if (!isDbInt(id)) return null;
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  return row ? toTemplate(row) : null;
}

export async function listTemplates(db: AppDb): Promise<TemplateRecord[]> {
  const rows = await db.select().from(templates).orderBy(asc(templates.id));
  return rows.map(toTemplate);
}

/** Inserts a template, or leaves an existing one untouched (returns false then). */
export async function insertTemplateIfMissing(db: AppDb, template: TemplateRecord): Promise<boolean> {
  const rows = await db.insert(templates).values(template).onConflictDoNothing().returning({ id: templates.id });
  return rows.length > 0;
}

/** Replaces a template's name, URL and document (the catalog is their one source; see seed-demo). */
export async function updateTemplate(db: AppDb, template: TemplateRecord): Promise<void> {
  await db.update(templates).set({ name: template.name, url: template.url, data: template.data }).where(eq(templates.id, template.id));
}
