// The PDF read back (issue 31): its text as a reader copies it holds the number, the totals in the business's
// currency and language, the labels in that language, accented Spanish intact; its fonts are embedded.
import { pdfFonts, pdfText } from '@vitrina/tooling/e2e/pdf';
import { describe, expect, it } from 'vitest';
import type { DocumentInput } from './document-model.js';
import { documentFilename } from './document-model.js';
import { renderDocumentPdf } from './document-pdf.js';

const order = (overrides: Partial<DocumentInput['order']> = {}): DocumentInput['order'] => ({
  uuid: '6f1c1b2e-7f5a-4c1e-9a53-0d2a1e4b7c11',
  order_number: '1042',
  kind: 'order',
  source: 'products',
  state: 'paid',
  fulfillment: 'unfulfilled',
  dated: '2026-03-10T23:30:00.000Z',
  lines: [
    {
      name: 'Café molido',
      variant_label: '500 g',
      image: null,
      quantity: 2,
      each_price: '600.00',
      total: '1200.00',
      description: '',
      recurrence: null,
    },
    { name: 'Taza', variant_label: '', image: null, quantity: 1, each_price: '84.50', total: '84.50', description: '', recurrence: null },
  ],
  subtotal: '1284.50',
  discount: '100.00',
  total_before_tax: '1184.50',
  estimated_tax: '50.00',
  shipping: '0.00',
  total: '1234.50',
  prior_payments: '1234.50',
  total_outstanding: '0.00',
  refunded: '0.00',
  note: 'Déjelo en la portería, por favor.',
  currency: 'EUR',
  payment_information: 'Visa •••• 4242',
  bill_to: {
    email: 'ines@example.com',
    firstName: 'Inés',
    lastName: 'Peña',
    country: 'ES',
    address1: 'Calle Mayor 5',
    address2: '',
    city: 'Madrid',
    state: '',
    province: 'Madrid',
    postalCode: '28013',
    phone: '+34 600 000 000',
  },
  transactions: [
    {
      transaction_id: 'sbx_1',
      status: 'succeeded',
      amount: '1234.50',
      refunded: '0.00',
      currency: 'EUR',
      card_brand: 'Visa',
      card_last4: '4242',
      created_at: '2026-03-10T23:31:00.000Z',
    },
  ],
  due_date: null,
  terms: '',
  rejection_reason: '',
  decided_at: null,
  reserved: '0.00',
  parent_uuid: null,
  partial_invoices: [],
  ...overrides,
});

const business = (locale: 'en' | 'es'): DocumentInput['business'] => ({
  name: locale === 'es' ? 'Panadería Núñez' : 'Joe’s Bakery',
  addressLines: locale === 'es' ? ['Calle Mayor 1', '28013 Madrid', 'España'] : ['1 Main St', '10001 New York NY', 'United States'],
  email: 'hola@example.com',
  phone: '+34 911 000 000',
  locale,
  timeZone: locale === 'es' ? 'Europe/Madrid' : 'America/New_York',
  countryCode: locale === 'es' ? 'ES' : 'US',
});

/** Text with runs of white space made one space (a PDF's lines are positioned, not flowed). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderDocumentPdf', () => {
  it('an es/EUR receipt: the number, totals as 1.234,50 €, Spanish labels and accents, the code, the business’s day', async () => {
    const pdf = await renderDocumentPdf({
      kind: 'receipt',
      order: order(),
      paidAt: '2026-03-10T23:31:00.000Z',
      parentNumber: null,
      discountCode: 'PRIMAVERA',
      business: business('es'),
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(await pdfText(pdf));
    expect(text).toContain('Recibo');
    expect(text).toContain('N.º 1042');
    expect(text).toContain('Panadería Núñez');
    expect(text).toContain('Café molido');
    expect(text).toContain('Inés Peña');
    expect(text).toContain('1.234,50 €');
    expect(text).toContain('-100,00 €');
    expect(text).toContain('Descuento (PRIMAVERA)');
    expect(text).toContain('Subtotal');
    expect(text).toContain('Impuestos estimados');
    expect(text).toContain('Fecha: 11/3/26');
    expect(text).toContain('Déjelo en la portería');
    // 23:30 UTC on 10 March is 11 March in Madrid: the business's day, not the server's.
    expect(text).toContain('11/3/26');
    expect(text).not.toMatch(/Receipt|Total outstanding|\$/);
  });

  it('an en/USD invoice with payments and a deposit: $1,234.50, the balance due, terms and due date', async () => {
    const pdf = await renderDocumentPdf({
      kind: 'invoice',
      order: order({
        kind: 'invoice',
        state: 'approved',
        currency: 'USD',
        discount: '0.00',
        prior_payments: '234.50',
        total_outstanding: '1000.00',
        due_date: '2026-04-01',
        terms: 'Net 30. Late payments incur a 2% fee.',
        note: '',
        partial_invoices: [
          { uuid: '0b7f9d3c-3a4e-4d8b-9c1e-2f6a5b4c3d21', order_number: '1043', state: 'paid', total: '234.50', total_outstanding: '0.00' },
        ],
        transactions: [],
      }),
      paidAt: null,
      parentNumber: null,
      discountCode: null,
      business: business('en'),
    });
    const text = flat(await pdfText(pdf));
    expect(text).toContain('Invoice');
    expect(text).toContain('No. 1042');
    expect(text).toContain('$1,234.50');
    expect(text).toContain('Balance due');
    expect(text).toContain('$1,000.00');
    expect(text).toContain('Prior payments');
    expect(text).toContain('$234.50');
    expect(text).toContain('Partial invoice #1043 (Paid)');
    expect(text).toContain('Due date');
    expect(text).toContain('4/1/26');
    expect(text).toContain('Net 30. Late payments incur a 2% fee.');
    expect(text).not.toContain('Shipping');
  });

  it('embeds its fonts (Inter, FontFile2) and uses none of the standard 14', async () => {
    const pdf = await renderDocumentPdf({
      kind: 'receipt',
      order: order(),
      paidAt: null,
      parentNumber: null,
      discountCode: null,
      business: business('es'),
    });
    const fonts = pdfFonts(pdf);
    expect(fonts.embedded).toBe(true);
    expect(fonts.standard14).toEqual([]);
    expect(fonts.names.some((n) => n.startsWith('Inter'))).toBe(true);
    expect(pdf.toString('latin1')).toContain('/FontFile2');
  });

  it('a long order runs onto more pages, each numbered', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({ ...order().lines[1]!, name: `Line ${i + 1}` }));
    const pdf = await renderDocumentPdf({
      kind: 'receipt',
      order: order({ lines }),
      paidAt: null,
      parentNumber: null,
      discountCode: null,
      business: business('en'),
    });
    const text = flat(await pdfText(pdf));
    expect(text).toContain('Line 80');
    expect(text).toMatch(/Page 1 of [2-9]/);
    expect(text).toMatch(/Page 2 of [2-9]/);
  });

  it('names its file by kind and number', () => {
    expect(documentFilename('receipt', '1042')).toBe('receipt-1042.pdf');
    expect(documentFilename('partial_invoice', 17)).toBe('invoice-17.pdf');
    expect(documentFilename('quote', '9')).toBe('quote-9.pdf');
  });
});
