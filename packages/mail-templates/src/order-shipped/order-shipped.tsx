// The customer's "your order has shipped" (issue 28): the owner's note as they wrote it (line breaks kept),
// what was shipped and where, and the order's own link (sent only to the buyer).
import { Button, Heading, Section, Text } from '@react-email/components';
import type { Locale } from '@vitrina/core-model';
import { MailLayout, brandColorOf } from '../layout/mail-layout.js';
import { OrderSummary } from '../order-summary/order-summary.js';
import { renderMail } from '../render.js';
import { mailT } from '../texts.js';
import type { MailBusiness, MailOrder, RenderedMail } from '../types.js';

export interface OrderShippedInput {
  lang: Locale;
  business: MailBusiness;
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
      <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 8px' }}>
        {t('orderUpdates.shipped.heading')}
      </Heading>
      <Text style={{ fontSize: '14px' }}>{t('orderUpdates.shipped.intro', { business: business.name, number: order.number })}</Text>
      {note.trim() ? (
        <Section style={{ borderLeft: `4px solid ${color}`, backgroundColor: '#f4f4f5', padding: '8px 12px', margin: '0 0 16px' }}>
          <Text style={{ fontSize: '13px', fontWeight: 'bold', margin: '0 0 4px' }}>
            {t('orderUpdates.shipped.noteHeading', { business: business.name })}
          </Text>
          <Text style={{ fontSize: '14px', margin: 0, whiteSpace: 'pre-line' }}>{note.trim()}</Text>
        </Section>
      ) : null}
      <OrderSummary order={order} lang={lang} t={t} />
      <Button
        href={orderUrl}
        style={{ backgroundColor: color, color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontSize: '14px', marginTop: '16px' }}
      >
        {t('orderUpdates.viewOrder')}
      </Button>
      <Text style={{ fontSize: '12px', color: '#71717a' }}>{t('orderUpdates.linkNote')}</Text>
    </MailLayout>
  );
}

export async function renderOrderShipped(input: OrderShippedInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  const subject = t('orderUpdates.shipped.subject', { number: input.order.number, business: input.business.name });
  return renderMail(<OrderShipped {...input} />, subject, input.lang);
}
