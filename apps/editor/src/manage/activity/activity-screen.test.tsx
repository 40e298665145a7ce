// The back office's Activity screen against a fake API that pages the audit log like the real one.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { ActivityScreen } from './activity-screen.js';
import { businessDates } from '../../app/business-dates.js';

const base = `/api/client/${CLIENT_ID}/activity`;
const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T09:30:00.000Z`;

const entry = (id: number, more: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  at: at(id),
  actor_email: 'owner@bistro.test',
  action: 'message.read',
  entity: 'contact_message',
  entity_id: String(id),
  subject: 'Ana Ruiz',
  before: { read_at: null, archived_at: null },
  after: { read_at: at(id), archived_at: null },
  ...more,
});

const sample = () => [
  entry(1, {
    action: 'message.archive',
    subject: 'Cleo Park',
    before: { read_at: at(1), archived_at: null },
    after: { read_at: at(1), archived_at: at(1) },
  }),
  entry(2, {
    action: 'update',
    entity: 'client_settings',
    actor_email: 'manager@bistro.test',
    subject: null,
    before: { name: 'Bistro', timezone: null, address: null },
    after: {
      name: 'Bistro Verde',
      timezone: 'Europe/Madrid',
      address: { city: 'Madrid', region: '', address1: 'Calle de Atocha 27', address2: '', postal_code: '28012' },
    },
  }),
  entry(3),
];

/** Newest first, `pageSize` a page, the cursor as the API reads it. */
function activityServer(entries: ActivityEntry[], pageSize = 50): Record<string, Handler> {
  return {
    [`GET ${base}`]: (request) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      const matches = [...entries].sort((a, b) => b.id - a.id).filter((e) => cursor === null || e.id < Number(cursor));
      const page = matches.slice(0, pageSize);
      return json({ entries: page, next_cursor: matches.length > pageSize ? String(page.at(-1)!.id) : null });
    },
  };
}

const items = () => within(screen.getByRole('list', { name: /Changes|Cambios/ })).getAllByRole('listitem');

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Activity screen (the audit log, read by owners in the back office)', () => {
  it('lists the changes newest first: what, when in the interface language, and who', async () => {
    renderWithEditor(<ActivityScreen clientId={CLIENT_ID} />, { api: activityServer(sample()) });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(await screen.findByText('Message from Ana Ruiz marked read')).toBeInTheDocument();
    expect(items().map((li) => li.querySelector('.va-entry__what')?.textContent)).toEqual([
      'Message from Ana Ruiz marked read',
      'Business settings changed',
      'Message from Cleo Park archived',
    ]);
    expect(items()[0]).toHaveTextContent(businessDates('en', null).dateTime(at(3)));
    expect(items()[0]).toHaveTextContent('By owner@bistro.test');
    expect(items()[1]).toHaveTextContent('By manager@bistro.test');
    expect(items()[0]!.querySelector('time')).toHaveAttribute('datetime', at(3));
  });

  it('the disclosure shows the changed fields before → after, only those that changed', async () => {
    renderWithEditor(<ActivityScreen clientId={CLIENT_ID} />, { api: activityServer(sample()) });
    await screen.findByText('Business settings changed');
    const settings = items()[1]!;
    const toggle = within(settings).getByText('Before and after');
    const table = within(settings).getByRole('table', { hidden: true });
    expect(table).not.toBeVisible();
    await userEvent.setup().click(toggle);
    expect(table).toBeVisible();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Field', 'Before', '→ After'],
      ['Business name', 'Bistro', 'Bistro Verde'],
      ['Time zone', 'None', 'Europe/Madrid'],
      ['Address', 'None', 'Calle de Atocha 27, Madrid, 28012'],
    ]);
    // A message marked read: only "Read" changed, its time in the interface language.
    const read = within(items()[0]!).getByRole('table', { hidden: true });
    expect(within(read).getAllByRole('row', { hidden: true })).toHaveLength(2);
    expect(read).toHaveTextContent(`ReadNone${businessDates('en', null).dateTime(at(3))}`);
  });

  it('in Spanish, with a message whose record is gone and a kind of change the screen does not know', async () => {
    const entries = [
      entry(1, { subject: null }),
      entry(2, { action: 'post.publish', entity: 'blog_post', before: null, after: null }),
      entry(3, { action: 'quote.create', entity: 'quote', before: null, after: null }),
    ];
    renderWithEditor(<ActivityScreen clientId={CLIENT_ID} />, { api: activityServer(entries), lng: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Actividad' })).toBeInTheDocument();
    expect(await screen.findByText('Mensaje de un visitante marcado como leído')).toBeInTheDocument();
    // Issue 26: no raw codes ("(quote.create)"), in words or, for a kind it does not know, that something changed.
    expect(screen.getByText('Se hizo un cambio')).toBeInTheDocument();
    expect(screen.getByText('Cotización: creación')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cambios' })).not.toHaveTextContent(/post\.publish|quote\.create|blog_post/);
    expect(items()[1]).toHaveTextContent(businessDates('es', null).dateTime(at(2)));
    expect(items()[1]).toHaveTextContent('Por owner@bistro.test');
    // Nothing before or after: no disclosure.
    expect(within(items()[0]!).queryByText('Antes y después')).toBeNull();
  });

  it('"Load more" fetches the next page by its cursor and disappears on the last page', async () => {
    const { api } = renderWithEditor(<ActivityScreen clientId={CLIENT_ID} />, { api: activityServer(sample(), 2) });
    await screen.findByText('Message from Ana Ruiz marked read');
    expect(items()).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Message from Cleo Park archived')).toBeInTheDocument();
    expect(items()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls(`GET ${base}`).map((r) => new URL(r.url).search)).toEqual(['', '?cursor=2']);
    expect(api.calls(`GET ${base}`)[0]!.headers.get('authorization')).toBe('Bearer token-7');
  });

  it('no changes yet; a log that cannot be loaded says so and Try again loads it', async () => {
    const empty = renderWithEditor(<ActivityScreen clientId={CLIENT_ID} />, { api: activityServer([]) });
    expect(await screen.findByText(/No changes yet/)).toBeInTheDocument();
    empty.unmount();

    let fail = true;
    const server = activityServer(sample());
    const list = server[`GET ${base}`]!;
    server[`GET ${base}`] = (request) => (fail ? json({ error: { code: 'internal', message: 'x' } }, 500) : list(request));
    renderWithEditor(<ActivityScreen clientId={CLIENT_ID} />, { api: server });
    expect(await screen.findByRole('alert')).toHaveTextContent('The activity could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Message from Ana Ruiz marked read')).toBeInTheDocument();
  });

  it.each(['en', 'es'] as const)('has no axe violations with a disclosure open (%s)', async (lng) => {
    const { container } = renderWithEditor(<ActivityScreen clientId={CLIENT_ID} />, { api: activityServer(sample()), lng });
    await screen.findAllByRole('listitem');
    await userEvent.setup().click(within(items()[1]!).getByText(lng === 'en' ? 'Before and after' : 'Antes y después'));
    let violations: string[] = [];
    await act(async () => {
      violations = await axeViolations(container);
    });
    expect(violations).toEqual([]);
  });
});
