// The editor's site document, checked before a save (spec §2 "Editor popups", §5) with the save schema of
// @vitrina/validation, which is made of the popups' own fields: a refused save names, per field, the
// message the popup editing that field shows. Only the editable parts of SiteData are read:
// main_site_variables, nav, social and sections. Client, template, gallery and the stamps are the
// server's (the server never trusts them from a browser). The document stays within core-model's
// SITE_DATA_LIMITS (item counts, text lengths, total size). The client settings a save carries are checked
// with the editor's own schema (clientSettingsChanges). The draft route runs both before it calls the service.
import { migrateSiteData, siteDataCountViolations, siteDataLimitViolations } from '@vitrina/core-model';
import type { SiteData, SiteDataLimitKind, SiteDataLimitViolation } from '@vitrina/core-model';
import {
  VALIDATION_MESSAGES as M,
  createClientSettingsSchema,
  siteDataSaveSchema,
  storableText,
  validatePayload,
} from '@vitrina/validation';
import type { ValidationMessageKey } from '@vitrina/validation';
import type { ClientSettingsChanges } from './site-versions-repository.js';

export type EditableSiteData = Pick<SiteData, 'main_site_variables' | 'nav' | 'social' | 'sections'>;

export type SiteDataCheck = { ok: true; value: EditableSiteData } | { ok: false; fields: Record<string, ValidationMessageKey> };

type Fields = Record<string, ValidationMessageKey>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every string of a JSON value made storable (ids and keys the schema does not read included). */
function storableDeep(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableDeep);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, storableDeep(v)]));
  return value;
}

const LIMIT_MESSAGES: Record<SiteDataLimitKind, ValidationMessageKey> = {
  tooMany: M.invalid.tooMany,
  tooLong: M.invalid.tooLong,
  tooLarge: M.invalid.tooLarge,
};

function limitFields(violations: readonly SiteDataLimitViolation[]): Fields {
  return Object.fromEntries(violations.map(({ path, kind }) => [path ? `data.${path}` : 'data', LIMIT_MESSAGES[kind]]));
}

const failed = (fields: Fields): SiteDataCheck | null => (Object.keys(fields).length > 0 ? { ok: false, fields } : null);

/** Checks and cleans the `data` of a draft save; field paths are those of the request body. */
export function checkEditableSiteData(data: unknown): SiteDataCheck {
  if (!isObject(data)) return { ok: false, fields: { data: M.invalid.value } };
  // Counts first: a list past its limit gets no per-item work at all.
  const tooMany = failed(limitFields(siteDataCountViolations(data)));
  if (tooMany) return tooMany;
  const checked = validatePayload(siteDataSaveSchema, storableDeep(data), { keepUnknown: true });
  if (!checked.ok) return { ok: false, fields: Object.fromEntries(Object.entries(checked.fields).map(([k, v]) => [`data.${k}`, v])) };
  const { main_site_variables, nav, social, sections } = migrateSiteData(checked.value);
  const value = { main_site_variables, nav, social, sections };
  // Texts are measured as stored (tags removed, trimmed), and so is the whole document.
  return failed(limitFields(siteDataLimitViolations(value))) ?? { ok: true, value };
}

/**
 * The client columns of a save's `client_settings`, checked with the editor's own schema (spec §5); the
 * contact number by the business's `country` (issue 26).
 */
export function clientSettingsChanges(
  raw: unknown,
  country: string | undefined,
): { ok: true; changes: ClientSettingsChanges | undefined } | { ok: false; fields: Fields } {
  if (raw === undefined) return { ok: true, changes: undefined };
  const checked = validatePayload(createClientSettingsSchema({ country }), raw);
  if (!checked.ok)
    return { ok: false, fields: Object.fromEntries(Object.entries(checked.fields).map(([k, v]) => [`client_settings.${k}`, v])) };
  const { contactNumber, chatEnabled, mobileHomeZip, mobileHomeZipRadius } = checked.value;
  // The schema's text fields are already plain, storable text (tags stripped, trimmed: spec §5).
  const contact = contactNumber || null;
  return {
    ok: true,
    changes: {
      // contact_info is what the site shows first (§3 "falls back to contact_number"): both get the number.
      contact_info: contact,
      contact_number: contact,
      zenchat_enabled: chatEnabled,
      mobile_home_zip: mobileHomeZip || null,
      mobile_home_zip_radius: mobileHomeZipRadius,
    },
  };
}
