// An order's lines and totals, and where it ships: shared by the buyer's receipt and the owner's alert.
// Money is core-model's one formatter (the order's currency in the recipient's language, as on the site).
import { Column, Row, Section, Text } from '@react-email/components';
import { countryNameIn, formatMoney } from '@vitrina/core-model';
import type { Locale, ShippingFields } from '@vitrina/core-model';
import type { MailT } from '../texts.js';
import type { MailOrder } from '../types.js';

const cell = { fontSize: '14px', margin: '4px 0' };
const right = { ...cell, textAlign: 'right' as const };
const muted = { ...cell, color: '#71717a' };

/** The lines of a postal address as a person writes them on an envelope. */
export function addressLines(shipping: ShippingFields, lang: Locale): string[] {
  const name = [shipping.firstName, shipping.lastName].filter(Boolean).join(' ').trim();
  const region = shipping.state || shipping.province;
  const regionShown = region && region.trim() !== shipping.city.trim() ? region : '';
  const cityLine = [shipping.postalCode, shipping.city, regionShown].filter((s) => s && s.trim()).join(' ');
  return [name, shipping.address1, shipping.address2, cityLine, countryNameIn(shipping.country, lang)].filter((s) => s && s.trim());
}

export function OrderSummary({ order, lang, t }: { order: MailOrder; lang: Locale; t: MailT }) {
  const money = (cents: number) => formatMoney(cents, order.currency, lang);
  const totals: [string, number][] = [[t('order.subtotal'), order.subtotalCents]];
  if (order.discountCents > 0) totals.push([t('order.discount'), -order.discountCents]);
  if (order.taxCents > 0) totals.push([t('order.tax'), order.taxCents]);
  if (order.shippingCents > 0) totals.push([t('order.shipping'), order.shippingCents]);
  const address = order.shipping && order.shipping.address1.trim() ? addressLines(order.shipping, lang) : null;
  return (
    <>
      <Section>
        <Row>
          <Column>
            <Text style={muted}>{t('order.item')}</Text>
          </Column>
          <Column>
            <Text style={{ ...muted, textAlign: 'right' }}>{t('order.amount')}</Text>
          </Column>
        </Row>
        {order.lines.map((line, i) => (
          <Row key={i}>
            <Column>
              <Text style={cell}>
                {line.name}
                {line.variant ? ` (${line.variant})` : ''}
                <br />
                <span style={{ color: '#71717a' }}>
                  {t('order.lineQuantity', { quantity: line.quantity, price: money(line.unitCents) })}
                </span>
              </Text>
            </Column>
            <Column>
              <Text style={right}>{money(line.totalCents)}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Section style={{ borderTop: '1px solid #e4e4e7', marginTop: '8px' }}>
        {totals.map(([label, cents]) => (
          <Row key={label}>
            <Column>
              <Text style={cell}>{label}</Text>
            </Column>
            <Column>
              <Text style={right}>{money(cents)}</Text>
            </Column>
          </Row>
        ))}
        <Row>
          <Column>
            <Text style={{ ...cell, fontWeight: 700 }}>{t('order.total')}</Text>
          </Column>
          <Column>
            <Text style={{ ...right, fontWeight: 700 }}>{money(order.totalCents)}</Text>
          </Column>
        </Row>
      </Section>
      {address && (
        <Section style={{ marginTop: '16px' }}>
          <Text style={{ ...muted, marginBottom: 0 }}>{t('order.shipTo')}</Text>
          <Text style={{ ...cell, marginTop: 0 }}>
            {address.map((line, i) => (
              <span key={i}>
                {line}
                <br />
              </span>
            ))}
          </Text>
        </Section>
      )}
    </>
  );
}
