// How the Activity screen words the changes of the blog, the team and a person's profile: the record named
// by its own state (a post's title, a person's e-mail), the fields with their labels of that kind of record,
// and the bookkeeping fields left out.
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@vitrina/api-client/back-office';
import { toMinorUnits } from '@vitrina/core-model';
import { createI18n, formatMoney } from '@vitrina/i18n';
import { describeEntry, fieldChanges } from './activity-text.js';
import { businessDates } from '../../app/business-dates.js';

const entry = (more: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: '2026-03-01T09:30:00.000Z',
  actor_email: 'owner@bistro.test',
  action: 'update',
  entity: 'client_settings',
  entity_id: '1',
  subject: null,
  before: null,
  after: null,
  ...more,
});

// The bistro's dollars in English, the salon's euros in Spanish.
const moneyIn = (lng: 'en' | 'es') => (amount: string) => formatMoney(toMinorUnits(amount), lng === 'es' ? 'EUR' : 'USD', lng);
const tFor = (lng: 'en' | 'es') => createI18n({ lng }).getFixedT(lng, 'manage');

describe('activity texts of the back-office screens', () => {
  it('a published post is named by its title, and only the fields a reader cares about are listed', () => {
    const published = entry({
      action: 'blog_post.publish',
      entity: 'blog_post',
      entity_id: '7',
      before: { id: 7, title: 'Spring menu', status: 'draft', published_at: null, updated_at: '2026-03-01T09:00:00.000Z' },
      after: {
        id: 7,
        title: 'Spring menu',
        status: 'published',
        published_at: '2026-03-01T09:30:00.000Z',
        updated_at: '2026-03-01T09:30:00.000Z',
      },
    });
    const t = tFor('en');
    expect(describeEntry(published, t, moneyIn('en'))).toBe('Blog post “Spring menu” published');
    expect(
      fieldChanges(published, businessDates('en', null), moneyIn('en'), t).map(({ label, before, after }) => [label, before, after]),
    ).toEqual([
      ['Status', 'Draft', 'Published'],
      ['Publish date', 'None', businessDates('en', null).dateTime('2026-03-01T09:30:00.000Z')],
    ]);
    expect(describeEntry(published, tFor('es'), moneyIn('es'))).toBe('Entrada del blog «Spring menu» publicada');
  });

  it('a removed team member is named by the e-mail of the state before; a role change says the new role', () => {
    const t = tFor('en');
    const removed = entry({
      action: 'team.remove',
      entity: 'team_member',
      before: { email: 'sam@bistro.test', name: 'Sam', role_id: 3 },
      after: null,
    });
    expect(describeEntry(removed, t, moneyIn('en'))).toBe('sam@bistro.test removed from the team');
    const promoted = entry({
      action: 'team.role',
      entity: 'team_member',
      before: { email: 'sam@bistro.test', role_id: 4 },
      after: { email: 'sam@bistro.test', role_id: 3 },
    });
    expect(describeEntry(promoted, t, moneyIn('en'))).toBe('sam@bistro.test is now Manager');
    expect(fieldChanges(promoted, businessDates('en', null), moneyIn('en'), t)).toEqual([
      { field: 'role_id', label: 'Role', before: 'Employee', after: 'Manager' },
    ]);
    const es = tFor('es');
    expect(describeEntry(promoted, es, moneyIn('es'))).toBe(`sam@bistro.test ahora es ${es('team.roles.3')}`);
  });

  it("a person's name in their profile is not labelled as the business name", () => {
    const t = tFor('en');
    const profile = entry({ entity: 'user_profile', before: { name: 'Sam', language_id: 1 }, after: { name: 'Samuel', language_id: 2 } });
    expect(describeEntry(profile, t, moneyIn('en'))).toBe('Profile changed');
    expect(
      fieldChanges(profile, businessDates('en', null), moneyIn('en'), t).map(({ label, before, after }) => [label, before, after]),
    ).toEqual([
      ['Name', 'Sam', 'Samuel'],
      ['Language', 'English', 'Español'],
    ]);
  });
});

describe('activity texts of the Orders screen', () => {
  it('a shipment and a refund name the order by its number, with the changed fields in the reader’s language', () => {
    const state = { order_number: '12', status: 'paid', fulfillment: 'unfulfilled', fulfillment_note: '', refunded: '0.00' };
    const shipped = entry({
      action: 'order.ship',
      entity: 'order',
      entity_id: '40',
      before: state,
      after: { ...state, fulfillment: 'shipped', fulfillment_note: 'UPS 1Z' },
    });
    const refund = entry({
      action: 'order.refund',
      entity: 'order',
      entity_id: '40',
      before: state,
      after: { ...state, status: 'refunded', refunded: '32.00', refund: '32.00' },
    });
    expect(describeEntry(shipped, tFor('en'), moneyIn('en'))).toBe('Order #12 marked shipped');
    expect(describeEntry(refund, tFor('es'), moneyIn('es'))).toBe('Pedido n.º 12: 32,00\u00a0€ reembolsados');
    expect(fieldChanges(shipped, businessDates('en', null), moneyIn('en'), tFor('en')).map((c) => [c.label, c.before, c.after])).toEqual([
      ['Fulfillment', 'Unfulfilled', 'Shipped'],
      ['Fulfillment note', 'None', 'UPS 1Z'],
    ]);
    expect(fieldChanges(refund, businessDates('es', null), moneyIn('es'), tFor('es')).map((c) => [c.label, c.before, c.after])).toEqual([
      ['Estado', 'Pagado', 'Reembolsado'],
      ['Reembolsado', '0,00\u00a0€', '32,00\u00a0€'],
    ]);
  });

  // Issue 26: the Spanish Activity read "Cambio en quote (quote.create)".
  it.each([
    ['quote.create', 'quote', 'en', 'Quote: created'],
    ['quote.create', 'quote', 'es', 'Cotización: creación'],
    ['partial_invoice.offline_payment', 'partial_invoice', 'es', 'Anticipo: pago registrado a mano'],
    ['appointment.reschedule', 'appointment', 'es', 'Cita: cambio de fecha'],
    ['service_area.delete', 'service_area', 'en', 'Service area: deleted'],
    ['gizmo.frobnicate', 'gizmo', 'es', 'Se hizo un cambio'],
  ] as const)('%s (%s) reads in words in %s, never the raw codes', (action, entity, lng, text) => {
    const described = describeEntry(entry({ action, entity }), tFor(lng), moneyIn(lng));
    expect(described).toBe(text);
    expect(described).not.toContain(action);
  });

  it('a customer merge and its undo name both records, without the merge’s bookkeeping as fields (issue 30)', () => {
    const merged = entry({
      action: 'customer.merge',
      entity: 'customer',
      entity_id: '7',
      before: { first_name: 'Ana', email: 'ana@example.test', phone: '', merged: { id: 9, email: 'anita@example.test' } },
      after: { first_name: 'Ana', email: 'ana@example.test', phone: '(512) 555-0142', moved: { orders: [1] }, merge: 'x' },
    });
    expect(describeEntry(merged, tFor('en'), moneyIn('en'))).toBe('anita@example.test merged into customer ana@example.test');
    expect(describeEntry(merged, tFor('es'), moneyIn('es'))).toBe('anita@example.test unido al cliente ana@example.test');
    expect(fieldChanges(merged, businessDates('en', 'America/New_York'), moneyIn('en'), tFor('en'))).toEqual([
      { field: 'phone', label: 'Phone', before: 'None', after: '(512) 555-0142' },
    ]);
    const undone = entry({
      action: 'customer.merge_undo',
      entity: 'customer',
      entity_id: '7',
      before: { email: 'ana@example.test' },
      after: { email: 'ana@example.test', restored: { id: 9, email: 'anita@example.test' } },
    });
    expect(describeEntry(undone, tFor('en'), moneyIn('en'))).toBe('Merge of anita@example.test into customer ana@example.test undone');
  });
});
