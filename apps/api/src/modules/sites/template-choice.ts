// The template of a draft save (issue 16: "Use this template" in the back office is a saved version, so a
// backup restore brings the old template back). The template reference is the server's: the browser may
// only name a designed template (the sections catalog, seeded in the templates table), and its files' URL
// comes from that record. Any other id is ignored, as every other server-owned part of a save.
import { templateDefinition } from '@vitrina/sections/catalog';
import type { TemplateRef } from '@vitrina/core-model';
import type { AppDb } from '../../db/database.js';
import { getTemplate } from '../../db/repos/templates.js';

const requestedId = (data: unknown): number | null => {
  if (typeof data !== 'object' || data === null) return null;
  const template = (data as { template?: unknown }).template;
  if (typeof template !== 'object' || template === null) return null;
  const id = (template as { id?: unknown }).id;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

/** The saved document's template: `current` unless the body names another designed template. */
export async function chosenTemplate(db: AppDb, current: TemplateRef, body: unknown): Promise<TemplateRef> {
  const id = requestedId(body);
  if (id === null || id === current.id || !templateDefinition(id)) return current;
  const record = await getTemplate(db, id);
  return record ? { ...current, id: record.id, url: record.url } : current;
}
