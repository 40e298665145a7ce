// The home dashboard against a fake API (issue 31): the figures and their changes written in the business's
// currency and the reader's language, the period kept in the URL and asked again when changed, a custom
// period refused on its fields, the table view and the CSV file of a chart, loading, failure and a quiet period.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import * as download from '../forms/download-form-file.js';
import { DashboardScreen } from './dashboard-screen.js';
import { dashboardAnswer, quietAnswer } from './dashboard-fixture.js';

const key = `GET /api/client/${CLIENT_ID}/insights/dashboard`;
const server = (answer = dashboardAnswer()): Record<string, Handler> => ({ [key]: () => json(answer) });
const ui = <DashboardScreen clientId={CLIENT_ID} currency="USD" timeZone="America/New_York" />;
const queries = (api: { calls: (key: string) => Request[] }) => api.calls(key).map((r) => new URL(r.url).search);
/** The file's text, its byte-order mark kept (Blob.text() drops it). */
const csvText = async (blob: Blob | undefined) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob?.arrayBuffer());
const card = (name: string) => document.querySelector(`[data-figure="${name}"]`) as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Dashboard screen (issue 31)', () => {
  it('shows each figure in the business currency with its change, "new" where the previous period had none', async () => {
    const view = renderWithEditor(ui, { api: server(), path: '/manage/dashboard' });
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(queries(view.api)).toEqual(['?period=30d']);
    expect(card('sales')).toHaveTextContent('▲ 23.5%');
    expect(within(card('sales')).getByText('Up 23.5% from $1,000.00 in the previous period')).toHaveClass('vk-visually-hidden');
    expect(card('orders')).toHaveTextContent('12▼ 25%');
    expect(card('bookings_made')).toHaveTextContent('New');
    expect(within(card('bookings_made')).getByText('New: none in the previous period')).toBeInTheDocument();
    // Fewer cancellations are good news.
    expect(card('bookings_cancelled').querySelector('.vdb-change')).toHaveClass('vdb-change--good');
    expect(card('bookings_no_show')).toHaveTextContent('The same as the previous period');
    expect(card('new_customers')).toHaveTextContent('1,500');
    expect(card('conversion')).toHaveTextContent('5%▲ 1.3 pts');
    expect(screen.getByText(/Showing Nov 2 – Dec 1, 2026, compared with Oct 3 – Nov 1, 2026\./)).toBeInTheDocument();
    expect(screen.getByText(/Days in New York .* time\./)).toBeInTheDocument();
    const violations = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.violations.map((v) => v.id)).toEqual([]);
  });

  it('writes numbers and money in Spanish for a Spanish reader', async () => {
    renderWithEditor(<DashboardScreen clientId={CLIENT_ID} currency="EUR" timeZone="Europe/Madrid" />, {
      api: server(),
      path: '/manage/dashboard',
      lng: 'es',
    });
    expect(await screen.findByText('1.234,50 €')).toBeInTheDocument();
    expect(card('sales')).toHaveTextContent('▲ 23,5 %');
    expect(card('new_customers')).toHaveTextContent('1.500');
    expect(within(card('orders')).getByText('Baja 25 % desde 16 en el periodo anterior')).toBeInTheDocument();
  });

  it('asks again for the period picked, and keeps the period of the URL on a reload', async () => {
    const user = userEvent.setup();
    const view = renderWithEditor(ui, { api: server(), path: '/manage/dashboard' });
    await screen.findByText('$1,234.50');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(queries(view.api)).toEqual(['?period=30d', '?period=7d']));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    view.unmount();

    const reloaded = renderWithEditor(ui, { api: server(), path: '/manage/dashboard?period=month' });
    await screen.findByText('$1,234.50');
    expect(queries(reloaded.api)).toEqual(['?period=month']);
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a custom period on its fields, then asks for the right one', async () => {
    const user = userEvent.setup();
    const view = renderWithEditor(ui, { api: server(), path: '/manage/dashboard' });
    await screen.findByText('$1,234.50');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText(/First day/);
    const to = screen.getByLabelText(/Last day/);
    expect(from).toHaveValue('2026-11-02');
    await user.clear(from);
    await user.clear(to);
    await user.type(from, '2026-11-10');
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The last day must not come before the first')).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '2027-12-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Choose at most 366 days')).toBeInTheDocument();
    expect(queries(view.api)).toEqual(['?period=30d']);
    await user.clear(to);
    await user.type(to, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(queries(view.api)).toEqual(['?period=30d', '?period=custom&from=2026-11-10&to=2026-11-20']));
  });

  it('shows a chart as a table with a caption, and downloads its rows as CSV with formulas escaped', async () => {
    const user = userEvent.setup();
    const saved: { blob: Blob; name: string }[] = [];
    vi.spyOn(download, 'saveBlob').mockImplementation((blob, name) => void saved.push({ blob, name }));
    renderWithEditor(ui, { api: server(), path: '/manage/dashboard' });
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Sales by day' })).closest('section') as HTMLElement;
    await user.click(within(panel).getByRole('button', { name: 'Table' }));
    const table = within(panel).getByRole('table', { name: 'Sales by day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DaySales', 'Nov 30-$20.00', 'Dec 1$1,254.50']);
    await user.click(within(panel).getByRole('button', { name: 'Download CSV: Sales by day' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('sales-by-day-2026-11-02-2026-12-01.csv');
    expect(await csvText(saved[0]?.blob)).toBe('\ufeffDay,Sales\n2026-11-30,-20.00\n2026-12-01,1254.50\n');

    const products = screen.getByRole('heading', { level: 2, name: 'Top products' }).closest('section') as HTMLElement;
    await user.click(within(products).getByRole('button', { name: 'Download CSV: Top products' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(await csvText(saved[1]?.blob)).toBe('\ufeffProduct,Quantity,Revenue\n"\'=HYPERLINK(""x"")",4,80.00\n');
  });

  it('always shows the campaign table, direct traffic named so', async () => {
    renderWithEditor(ui, { api: server(), path: '/manage/dashboard' });
    const table = await screen.findByRole('table', { name: 'Visits and conversions by campaign' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Source', 'Medium', 'Campaign', 'Visits', 'Orders', 'Bookings', 'Revenue', 'Revenue per visit'],
      ['newsletter', '(not set)', 'spring', '40', '2', '1', '$150.00', '$3.75'],
      ['Direct', '—', '—', '360', '10', '7', '$1,084.50', '$3.01'],
    ]);
  });

  it('shows the loading state, then a failure with Try again, which asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const view = renderWithEditor(ui, {
      api: { [key]: () => (fail ? json({ error: { code: 'internal', message: 'x' } }, 500) : json(dashboardAnswer())) },
      path: '/manage/dashboard',
    });
    expect(screen.getByText('Loading your figures…')).toBeInTheDocument();
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(view.api.calls(key).length).toBeGreaterThanOrEqual(2);
  });

  it('says so when nothing happened in the period', async () => {
    renderWithEditor(ui, { api: server(quietAnswer()), path: '/manage/dashboard' });
    expect(await screen.findByText('No sales in this period yet')).toBeInTheDocument();
    expect(card('conversion')).toHaveTextContent('No visits to compare');
    expect(screen.getAllByText('Nothing in this period.').length).toBeGreaterThan(0);
  });
});
