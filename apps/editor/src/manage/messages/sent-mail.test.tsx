// Messages → Sent against a fake API that pages and filters like the real one: the list (subject, to, status with
// its reason, time), the e-mail opened as it was rendered in a sandboxed frame with its text, Resend, the
// Spanish words, and the Messages panel of an order.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { SentMail } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { MailPanel } from './mail-panel.js';
import { MessagesScreen } from './messages-screen.js';

const base = `/api/client/${CLIENT_ID}/mail`;

const mail = (id: number, more: Partial<SentMail> = {}): SentMail => ({
  id,
  kind: 'order_receipt',
  subject: `Your receipt #${id}`,
  to_address: `buyer${id}@example.test`,
  to_name: `Buyer ${id}`,
  language: 'en',
  status: 'not_sent',
  reason: 'no mail server',
  attempts: 1,
  created_at: `2025-03-0${id}T09:30:00.000Z`,
  sent_at: null,
  order_id: 40 + id,
  appointment_id: null,
  quote_id: null,
  from_name: 'Bistro Lumière',
  reply_to: 'hello@bistro.test',
  html: `<html><body><h1>Thank you</h1><p>Receipt ${id}</p><script>window.top.hacked = true</script></body></html>`,
  text: `Thank you\nReceipt ${id}`,
  attachments: [],
  ...more,
});

/** Newest first; `status` and `order_id` filter as the API does; POST resend queues a copy. */
function mailServer(messages: SentMail[]) {
  const handlers: Record<string, Handler> = {
    [`GET ${base}`]: (request) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const order = params.get('order_id');
      const rows = messages
        .filter((m) => (status ? m.status === status : true) && (order ? m.order_id === Number(order) : true))
        .sort((a, b) => b.id - a.id)
        .map(({ html: _h, text: _t, from_name: _f, reply_to: _r, attachments: _a, ...summary }) => summary);
      return json({ messages: rows, next_cursor: null });
    },
  };
  for (const m of messages) {
    handlers[`GET ${base}/${m.id}`] = () => json(m);
    handlers[`POST ${base}/${m.id}/resend`] = () => {
      const copy = { ...m, id: 100 + m.id, status: 'queued' as const, reason: null };
      messages.push(copy);
      return json(copy);
    };
  }
  return handlers;
}

const sentPath = '/manage/messages/sent';

describe('Messages → Sent (back office)', () => {
  it('lists the e-mails newest first with to, status and reason; the views are links', async () => {
    renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, {
      api: mailServer([mail(1), mail(2, { status: 'sent', reason: null, sent_at: '2025-03-02T09:31:00.000Z' })]),
      path: sentPath,
    });
    const views = screen.getByRole('navigation', { name: 'Messages' });
    expect(within(views).getByRole('link', { name: 'Sent e-mails' })).toHaveAttribute('aria-current', 'page');
    expect(within(views).getByRole('link', { name: 'Contact messages' })).toHaveAttribute('href', '/manage/messages');
    const table = await screen.findByRole('table', { name: 'Sent e-mails' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-mail-id'))).toEqual(['2', '1']);
    expect(within(rows[1]!).getByText('Not sent: no mail server')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Buyer 1 <buyer1@example.test>')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Sent')).toBeInTheDocument();
  });

  it('filters by status on the server', async () => {
    const { api } = renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, {
      api: mailServer([mail(1), mail(2, { status: 'sent', reason: null })]),
      path: sentPath,
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Sent e-mails' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'not_sent');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    const last = api.calls(`GET ${base}`).at(-1)!;
    expect(new URL(last.url).searchParams.get('status')).toBe('not_sent');
  });

  it('opens an e-mail as it was rendered (sandboxed, no scripts) with its text, and resends it', async () => {
    const { api } = renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, { api: mailServer([mail(1)]), path: sentPath });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the e-mail Your receipt #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your receipt #1' });
    const frame = await within(dialog).findByTitle('The e-mail as it was sent');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Thank you</h1>');
    expect(within(dialog).getByText(/Receipt 1$/, { selector: 'pre' })).toBeInTheDocument();
    expect(within(dialog).getByText('hello@bistro.test')).toBeInTheDocument();
    expect(within(dialog).getByText('Not sent: no mail server')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByText('A copy was queued; it goes out in a moment.')).toBeInTheDocument();
    expect(api.calls(`POST ${base}/1/resend`)).toHaveLength(1);
    // The list refetches: the copy heads it, queued.
    const table = screen.getByRole('table', { name: 'Sent e-mails' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveAttribute('data-mail-id', '101'));
    expect(within(table).getByText('Queued')).toBeInTheDocument();
  });

  it('words the view in Spanish', async () => {
    renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, { api: mailServer([mail(1)]), path: sentPath, lng: 'es' });
    const table = await screen.findByRole('table', { name: 'Correos enviados' });
    expect(within(table).getByText('No enviado: no hay servidor de correo')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, { api: mailServer([mail(1)]), path: sentPath });
    await screen.findByRole('table', { name: 'Sent e-mails' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('Messages panel of an order', () => {
  it('lists only the e-mails about that order, and opens one', async () => {
    const { api } = renderWithEditor(<MailPanel clientId={CLIENT_ID} about={{ order_id: 42 }} />, {
      api: mailServer([mail(1), mail(2)]),
    });
    const panel = await screen.findByRole('region', { name: 'Messages' });
    const table = await within(panel).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.getAttribute('data-mail-id')),
    ).toEqual(['2']);
    expect(new URL(api.calls(`GET ${base}`)[0]!.url).searchParams.get('order_id')).toBe('42');
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Open the e-mail Your receipt #2' }));
    expect(await screen.findByRole('dialog', { name: 'Your receipt #2' })).toBeInTheDocument();
  });

  it('says when nothing was sent about it yet', async () => {
    renderWithEditor(<MailPanel clientId={CLIENT_ID} about={{ order_id: 7 }} />, { api: mailServer([mail(1)]) });
    expect(await screen.findByText('No e-mails about this yet.')).toBeInTheDocument();
  });
});
