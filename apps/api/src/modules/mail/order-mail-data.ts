// What the order messages need, read once: the paid order with its lines, the business (name, logo, brand
// colour, language, where its site is) and its owners (e-mail, profile language). Reads only.
import { canonicalHost } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { localeFromLanguageId } from '@vitrina/i18n';
import type { MailBusiness, MailOrder } from '@vitrina/mail-templates';
import { and, asc, eq } from 'drizzle-orm';
import type { ApiConfig } from '../../config.js';
import type { AppDb } from '../../db/index.js';
import { clients, orderLines, orders, sites, userClients, users } from '../../db/schema.js';

/** Role 1 of spec §6: the business's owner (the one who gets the business's alerts). */
const OWNER_ROLE = 1;

export interface OrderMailData {
  order: MailOrder & { id: number; uuid: string; kind: string; subscriptionId: number | null };
  business: MailBusiness & { siteOrigin: string; locale: Locale; contactEmail: string | null };
  owners: { id: string; email: string; name: string; locale: Locale }[];
}

/** The site's canonical origin: plain http with the port on *.localhost (the embedded default), https elsewhere. */
export function siteOriginOf(client: typeof clients.$inferSelect, config: Pick<ApiConfig, 'siteDomain' | 'demoHost' | 'port'>): string {
  const host =
    canonicalHost(
      {
        is_active: client.is_active === 0 ? 0 : 1,
        freemium: client.freemium,
        plan_slug: client.plan_slug as never,
        custom_domain: client.custom_domain,
        wurkzen_subdomain: client.wurkzen_subdomain,
        external_website_url: client.external_website_url,
        subscription_trial_enabled: client.subscription_trial_enabled,
        subscription_trial_ends_at: client.subscription_trial_ends_at?.toISOString() ?? null,
      },
      config.siteDomain,
    ) ?? config.demoHost;
  const local = host === 'localhost' || host.endsWith('.localhost');
  return local ? `http://${host}${config.port ? `:${config.port}` : ''}` : `https://${host}`;
}

/** An absolute URL of `url` on the site (a logo stored as `/assets/…`). */
function absolute(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, origin);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

export async function loadOrderMailData(
  db: AppDb,
  config: Pick<ApiConfig, 'siteDomain' | 'demoHost' | 'port'>,
  clientId: number,
  orderId: number,
): Promise<OrderMailData | null> {
  const [row] = await db
    .select({ order: orders, client: clients, site: sites.data })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.client_id))
    .leftJoin(sites, eq(sites.client_id, orders.client_id))
    .where(and(eq(orders.id, orderId), eq(orders.client_id, clientId)));
  if (!row) return null;
  const { order, client, site } = row;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.order_id, orderId))
    .orderBy(asc(orderLines.ordering), asc(orderLines.id));
  const ownerRows = await db
    .select({ id: users.id, email: users.email, name: users.name, language_id: users.language_id })
    .from(userClients)
    .innerJoin(users, eq(users.id, userClients.user_id))
    .where(and(eq(userClients.client_id, clientId), eq(users.role_id, OWNER_ROLE)))
    .orderBy(asc(users.created_at));
  const siteOrigin = siteOriginOf(client, config);
  const vars = site?.main_site_variables;
  return {
    order: {
      id: order.id,
      uuid: order.uuid,
      kind: order.kind,
      subscriptionId: order.subscription_id,
      number: order.number ?? order.id,
      currency: order.currency,
      lines: lines.map((l) => ({
        name: l.name,
        variant: l.variant_label,
        quantity: l.quantity,
        unitCents: l.unit_price_cents,
        totalCents: l.total_cents,
      })),
      subtotalCents: order.subtotal_cents,
      discountCents: order.discount_cents,
      taxCents: order.tax_cents,
      shippingCents: order.shipping_cents,
      totalCents: order.total_cents,
      paidAt: order.paid_at,
      timeZone: client.timezone,
      email: order.email,
      shipping: order.shipping ?? null,
    },
    business: {
      name: client.name,
      logoUrl: vars?.logo_preference === 'image' ? absolute(vars.logo_url, siteOrigin) : null,
      brandColor: vars?.primary_color ?? null,
      siteOrigin,
      locale: localeFromLanguageId(client.language_id),
      contactEmail: client.contact_email?.trim() || null,
    },
    owners: ownerRows.map((o) => ({ id: o.id, email: o.email, name: o.name, locale: localeFromLanguageId(o.language_id) })),
  };
}
