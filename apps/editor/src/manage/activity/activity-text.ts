// How an audit entry reads on the Activity screen: what was done ("Message from Ana Ruiz marked read"),
// and the fields that changed with their value before and after, in the interface language.
import type { TFunction } from 'i18next';
import type { ActivityEntry } from '@vitrina/api-client/back-office';
import type { BusinessDates } from '../../app/business-dates.js';

type T = TFunction<['manage']>;

/** An amount of the audit state (a decimal string, e.g. `9.00`) with the business's currency: `9,00 €`. */
export type MoneyText = (amount: string) => string;

const MESSAGE_ACTIONS = {
  'message.read': 'manage:activity.what.messageRead',
  'message.unread': 'manage:activity.what.messageUnread',
  'message.archive': 'manage:activity.what.messageArchive',
  'message.unarchive': 'manage:activity.what.messageUnarchive',
  'message.update': 'manage:activity.what.messageUpdate',
} as const;

const BLOG_ACTIONS = {
  'blog_post.create': 'manage:activity.what.blogCreate',
  'blog_post.update': 'manage:activity.what.blogUpdate',
  'blog_post.publish': 'manage:activity.what.blogPublish',
  'blog_post.unpublish': 'manage:activity.what.blogUnpublish',
  'blog_post.delete': 'manage:activity.what.blogDelete',
} as const;

const PRODUCT_ACTIONS = {
  'product.create': 'manage:activity.what.productCreate',
  'product.update': 'manage:activity.what.productUpdate',
  'product.delete': 'manage:activity.what.productDelete',
} as const;

const TEAM_ACTIONS = {
  'team.add': 'manage:activity.what.teamAdd',
  'team.invite': 'manage:activity.what.teamInvite',
  'team.role': 'manage:activity.what.teamRole',
  'team.remove': 'manage:activity.what.teamRemove',
  'team.invite_remove': 'manage:activity.what.teamInviteRemove',
  'team.invite_resend': 'manage:activity.what.teamInviteResend',
  'team.join': 'manage:activity.what.teamJoin',
  'team.invite_decline': 'manage:activity.what.teamInviteDecline',
} as const;

const ORDER_ACTIONS = {
  'order.fulfill': 'manage:activity.what.orderFulfill',
  'order.ship': 'manage:activity.what.orderShip',
  'order.cancel': 'manage:activity.what.orderCancel',
  'order.refund': 'manage:activity.what.orderRefund',
} as const;

/** A customer's edit, merge and its undo (issue 30): named by the customer's e-mail, and the other record's. */
const CUSTOMER_ACTIONS = {
  'customer.update': 'manage:customerMerge.activity.update',
  'customer.merge': 'manage:customerMerge.activity.merge',
  'customer.merge_undo': 'manage:customerMerge.activity.undo',
} as const;

/** Field labels that differ by the kind of record (a person's `name` is not the business name). */
const ENTITY_FIELDS: Record<string, Record<string, string>> = {
  customer: {
    first_name: 'manage:customerMerge.fields.first_name',
    last_name: 'manage:customerMerge.fields.last_name',
    email: 'manage:customers.contact.email',
    phone: 'manage:customerMerge.fields.phone',
    note: 'manage:customerMerge.fields.note',
  },
  blog_post: {
    title: 'manage:activity.fields.title',
    slug: 'manage:activity.fields.slug',
    status: 'manage:activity.fields.status',
    excerpt: 'manage:activity.fields.excerpt',
    cover_image_url: 'manage:activity.fields.cover_image_url',
    seo_title: 'manage:activity.fields.seo_title',
    seo_description: 'manage:activity.fields.seo_description',
    published_at: 'manage:activity.fields.published_at',
  },
  product: {
    name: 'manage:activity.fields.productName',
    sku: 'manage:activity.fields.sku',
    price: 'manage:activity.fields.price',
    active: 'manage:activity.fields.active',
    featured: 'manage:activity.fields.featured',
    sold_out: 'manage:activity.fields.sold_out',
    stock: 'manage:activity.fields.stock',
    images: 'manage:activity.fields.images',
    variants: 'manage:activity.fields.variants',
    slug: 'manage:activity.fields.slug',
  },
  store_settings: {
    tax_rate: 'manage:activity.fields.tax_rate',
    shipping_rate: 'manage:activity.fields.shipping_rate',
    payment_countries: 'manage:activity.fields.payment_countries',
  },
  team_member: {
    email: 'manage:activity.fields.email',
    name: 'manage:activity.fields.personName',
    role_id: 'manage:activity.fields.role_id',
  },
  order: {
    status: 'manage:orders.status',
    fulfillment: 'manage:orders.fulfillment',
    fulfillment_note: 'manage:orders.fulfillmentNote',
    refunded: 'manage:orders.refunded',
  },
  user_profile: {
    name: 'manage:activity.fields.personName',
    language_id: 'manage:activity.fields.personLanguage',
  },
};

// Any other record and action is named in words (issue 26: "(quote.create)" leaked the raw codes); an entry
// of a kind this screen does not know yet says only that something changed.
const ENTITY_NAMES = [
  'quote',
  'invoice',
  'partial_invoice',
  'appointment',
  'form',
  'location',
  'service',
  'service_area',
  'staff',
  'subscription',
  'order',
  'product',
  'blog_post',
  'client',
] as const;
const ACTION_NAMES = [
  'create',
  'update',
  'delete',
  'deactivate',
  'void',
  'offline_payment',
  'reschedule',
  'notes',
  'cancel',
  'send',
  'price',
] as const;
type EntityName = (typeof ENTITY_NAMES)[number];
type ActionName = (typeof ACTION_NAMES)[number];
const isEntity = (value: string): value is EntityName => (ENTITY_NAMES as readonly string[]).includes(value);
const isAction = (value: string): value is ActionName => (ACTION_NAMES as readonly string[]).includes(value);

/** Amount fields of a record, shown with the currency. */
const MONEY_FIELDS = new Set(['refunded', 'refund', 'price', 'shipping_rate', 'amount', 'total']);

/** Bookkeeping fields every change moves; they say nothing to the reader. */
const HIDDEN_FIELDS = new Set(['id', 'updated_at', 'created_at', 'path', 'order_number', 'refund']);
/** A customer merge's bookkeeping (the other record, the rows moved, the handle): said by the entry's sentence. */
const MERGE_FIELDS = new Set(['merged', 'moved', 'merge', 'restored', 'moved_back']);

const FIELDS = {
  read_at: 'manage:activity.fields.read_at',
  archived_at: 'manage:activity.fields.archived_at',
  name: 'manage:activity.fields.name',
  contact_number: 'manage:activity.fields.contact_number',
  timezone: 'manage:activity.fields.timezone',
  currency_code: 'manage:activity.fields.currency',
  // Entries written before the ISO code (issue 25) carried a symbol.
  currency: 'manage:activity.fields.currency',
  language_id: 'manage:activity.fields.language_id',
  country: 'manage:activity.fields.country',
  contact_email: 'manage:activity.fields.contact_email',
  address: 'manage:activity.fields.address',
} as const;

const has = <K extends string>(map: Record<K, string>, key: string): key is K => Object.hasOwn(map, key);

/** The name of the record from its own state: a post's title, a person's e-mail. */
function stateName(entry: ActivityEntry, key: string): string | null {
  for (const state of [entry.after, entry.before]) {
    const value = state?.[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

/** One sentence saying what was done to which record. */
export function describeEntry(entry: ActivityEntry, t: T, money: MoneyText): string {
  if (has(MESSAGE_ACTIONS, entry.action)) return t(MESSAGE_ACTIONS[entry.action], { name: entry.subject ?? t('manage:activity.someone') });
  if (has(BLOG_ACTIONS, entry.action)) return t(BLOG_ACTIONS[entry.action], { title: stateName(entry, 'title') ?? entry.entity_id });
  if (has(TEAM_ACTIONS, entry.action)) {
    const role = entry.after?.role_id;
    return t(TEAM_ACTIONS[entry.action], {
      who: stateName(entry, 'email') ?? t('manage:activity.someone'),
      role: typeof role === 'number' ? t(`manage:team.roles.${role}` as 'manage:team.roles.1') : '',
    });
  }
  if (has(PRODUCT_ACTIONS, entry.action)) return t(PRODUCT_ACTIONS[entry.action], { name: stateName(entry, 'name') ?? entry.entity_id });
  if (entry.entity === 'store_settings') return t('manage:activity.what.storeSettings');
  if (has(ORDER_ACTIONS, entry.action)) {
    const refund = entry.after?.refund;
    return t(ORDER_ACTIONS[entry.action], {
      number: stateName(entry, 'order_number') ?? entry.entity_id,
      amount: typeof refund === 'string' ? money(refund) : '',
    });
  }
  if (has(CUSTOMER_ACTIONS, entry.action)) {
    const other = (entry.before?.merged ?? entry.after?.restored) as { email?: unknown } | undefined;
    return t(CUSTOMER_ACTIONS[entry.action], {
      name: stateName(entry, 'email') ?? entry.entity_id,
      other: typeof other?.email === 'string' ? other.email : '',
    });
  }
  if (entry.entity === 'user_profile') return t('manage:activity.what.profile');
  if (entry.entity === 'client_settings') return t('manage:activity.what.settings');
  const [entity = '', action = ''] = entry.action.split('.');
  if (isEntity(entity) && isAction(action))
    return t('manage:activity.what.other', {
      entity: t(`manage:activity.entities.${entity}`),
      action: t(`manage:activity.actions.${action}`),
    });
  return t('manage:activity.what.unknown');
}

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const ORDER_STATUS_LABELS = {
  awaiting_payment: 'manage:orders.statuses.awaiting_payment',
  paid: 'manage:orders.statuses.paid',
  payment_failed: 'manage:orders.statuses.payment_failed',
  canceled: 'manage:orders.statuses.canceled',
  refunded: 'manage:orders.statuses.refunded',
} as const;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function formatValue(field: string, value: unknown, dates: BusinessDates, money: MoneyText, t: T): string {
  if (value === null || value === undefined || value === '') return t('manage:activity.none');
  if (field === 'role_id' && (value === 1 || value === 3 || value === 4)) return t(`manage:team.roles.${value}`);
  if (field === 'language_id' && (value === 1 || value === 2)) return t(`manage:layout.languages.${value === 1 ? 'en' : 'es'}`);
  if (field === 'status' && (value === 'draft' || value === 'published')) return t(`manage:activity.status.${value}`);
  if (field === 'status' && typeof value === 'string' && has(ORDER_STATUS_LABELS, value)) return t(ORDER_STATUS_LABELS[value]);
  if (field === 'fulfillment' && (value === 'unfulfilled' || value === 'fulfilled' || value === 'shipped'))
    return t(`manage:orders.fulfillments.${value}`);
  if (MONEY_FIELDS.has(field) && (typeof value === 'string' || typeof value === 'number') && /^-?\d+(\.\d+)?$/.test(String(value)))
    return money(String(value));
  if (typeof value === 'string') return ISO_TIME.test(value) ? dates.dateTime(value) || value : value;
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
export function fieldChanges(entry: ActivityEntry, dates: BusinessDates, money: MoneyText, t: T): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !HIDDEN_FIELDS.has(field) && !(entry.entity === 'customer' && MERGE_FIELDS.has(field)))
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => {
      const label = ENTITY_FIELDS[entry.entity]?.[field] ?? (has(FIELDS, field) ? FIELDS[field] : null);
      return {
        field,
        label: label ? t(label as 'manage:activity.fields.name') : field,
        before: formatValue(field, before[field], dates, money, t),
        after: formatValue(field, after[field], dates, money, t),
      };
    });
}
