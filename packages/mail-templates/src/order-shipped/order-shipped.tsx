// The customer's "your order has shipped" (issue 28): the owner's note as they wrote it (line breaks kept),
// what was shipped and where, and the order's own link (sent only to the buyer).
import { Section, Text } from '@react-email/components';
import { MailLayout, brandColorOf } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { OrderSummary } from '../order-summary/order-summary.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext, MailOrder } from '../types.js';

export interface OrderShippedInput extends MailContext {
  order: MailOrder;
  /** The owner's note of the shipment (a tracking number, a carrier); empty: no note block. */
  note: string;
  /** The buyer's page of the order: /commerce/order/{uuid} on the site's host. */
  orderUrl: string;
}

export function OrderShipped({ lang, business, order, note, orderUrl }: OrderShippedInput) {
  const t = mailT(lang);
  const color = brandColorOf(business);
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('orderUpdates.shipped.preview', { number: order.number })}>
      <MessageIntro
        heading={t('orderUpdates.shipped.heading')}
        intro={t('orderUpdates.shipped.intro', { business: business.name, number: order.number })}
      />
      {note.trim() ? (
        <Section style={{ borderLeft: `4px solid ${color}`, backgroundColor: '#f4f4f5', padding: '8px 12px', margin: '0 0 16px' }}>
          <Text style={{ fontSize: '13px', fontWeight: 'bold', margin: '0 0 4px' }}>
            {t('orderUpdates.shipped.noteHeading', { business: business.name })}
          </Text>
          <Text style={{ fontSize: '14px', margin: 0, whiteSpace: 'pre-line' }}>{note.trim()}</Text>
        </Section>
      ) : null}
      <OrderSummary order={order} lang={lang} t={t} />
      <MessageAction business={business} href={orderUrl} label={t('orderUpdates.viewOrder')} note={t('orderUpdates.linkNote')} />
    </MailLayout>
  );
}

export const renderOrderShipped = mailRenderer(OrderShipped, (t, { order, business }) =>
  t('orderUpdates.shipped.subject', { number: order.number, business: business.name }),
);
