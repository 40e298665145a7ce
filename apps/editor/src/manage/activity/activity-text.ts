// How an audit entry reads on the Activity screen: what was done ("Message from Ana Ruiz marked read"),
// and the fields that changed with their value before and after, in the interface language.
import type { TFunction } from 'i18next';
import type { ActivityEntry } from '@vitrina/api-client';
import { formatDateTime } from '@vitrina/i18n';
import type { Locale } from '@vitrina/core-model';

type T = TFunction<['manage']>;

const MESSAGE_ACTIONS = {
  'message.read': 'manage:activity.what.messageRead',
  'message.unread': 'manage:activity.what.messageUnread',
  'message.archive': 'manage:activity.what.messageArchive',
  'message.unarchive': 'manage:activity.what.messageUnarchive',
  'message.update': 'manage:activity.what.messageUpdate',
} as const;

const FIELDS = {
  read_at: 'manage:activity.fields.read_at',
  archived_at: 'manage:activity.fields.archived_at',
  name: 'manage:activity.fields.name',
  contact_number: 'manage:activity.fields.contact_number',
  timezone: 'manage:activity.fields.timezone',
  currency: 'manage:activity.fields.currency',
  language_id: 'manage:activity.fields.language_id',
  country: 'manage:activity.fields.country',
  contact_email: 'manage:activity.fields.contact_email',
  address: 'manage:activity.fields.address',
} as const;

const has = <K extends string>(map: Record<K, string>, key: string): key is K => Object.hasOwn(map, key);

/** One sentence saying what was done to which record. */
export function describeEntry(entry: ActivityEntry, t: T): string {
  if (has(MESSAGE_ACTIONS, entry.action)) return t(MESSAGE_ACTIONS[entry.action], { name: entry.subject ?? t('manage:activity.someone') });
  if (entry.entity === 'client_settings') return t('manage:activity.what.settings');
  return t('manage:activity.what.other', { entity: entry.entity, action: entry.action });
}

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function formatValue(value: unknown, locale: Locale, t: T): string {
  if (value === null || value === undefined || value === '') return t('manage:activity.none');
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDateTime(value, locale) || value : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const address = addressLine(value);
  return address ?? JSON.stringify(value);
}

/** The business address of the settings (address1, address2, city, region, postal_code) on one line. */
function addressLine(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('address1' in value)) return null;
  const a = value as Record<string, unknown>;
  const part = (key: string) => (typeof a[key] === 'string' ? (a[key] as string).trim() : '');
  const place = [part('region'), part('postal_code')].filter(Boolean).join(' ');
  return [part('address1'), part('address2'), part('city'), place].filter(Boolean).join(', ');
}

/** The fields whose value differs between before and after, in the order the record lists them. */
export function fieldChanges(entry: ActivityEntry, locale: Locale, t: T): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({
      field,
      label: has(FIELDS, field) ? t(FIELDS[field]) : field,
      before: formatValue(before[field], locale, t),
      after: formatValue(after[field], locale, t),
    }));
}
