import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@vitrina/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderFeature, stubApi } from '../shared/test-providers.js';
import { ContactModal } from './index.js';

afterEach(() => vi.unstubAllGlobals());

const filled = { name: 'Ana López', email: 'ana@example.com', phone: '(555) 123-4567', message: 'Do you open on Sundays?' };

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof filled> = filled) {
  const labels = { name: /^name/i, email: /^e-mail/i, phone: /^phone/i, message: /^message/i };
  for (const [field, value] of Object.entries(values)) await user.type(screen.getByLabelText(labels[field as keyof typeof labels]), value);
}

function setup(respond: Parameters<typeof stubApi>[0] = () => json({ id: 1 }, 201), lng: 'en' | 'es' = 'en') {
  const calls = stubApi(respond);
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null });
  const view = renderFeature(<ContactModal clientId={42} open onClose={onClose} />, { lng });
  return { calls, onClose, user, view };
}

describe('ContactModal (spec §2 "contact: opens a modal", §3 Contact-us form, §5)', () => {
  it('§2 a dialog named by its title, with the four fields of §3 and Close (spec §2 "cancel reads Close")', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Contact us' });
    for (const name of [/^name/i, /^e-mail/i, /^phone/i, /^message/i]) expect(within(dialog).getByLabelText(name)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^name/i)).toHaveFocus();
  });

  it.each([
    ['en', 'Contact us', 'Send message'],
    ['es', 'Contáctanos', 'Enviar mensaje'],
  ] as const)('§5 required-field messages in the client language (%s); nothing is sent', async (lng, title, send) => {
    const { calls, user } = setup(undefined, lng);
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: send }));
    const i18n = createI18n({ lng });
    for (const key of ['validation:required.name', 'validation:required.email', 'validation:required.message'] as const) {
      const text = i18n.t(key);
      expect(text).not.toMatch(/^validation:/);
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(calls).toEqual([]);
  });

  it('§5 e-mail and contact-number rules', async () => {
    const { calls, user } = setup();
    await fill(user, { ...filled, email: 'ana@example', phone: '123' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid contact number.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the form as plain text (§5), shows the Success toast (§8) and closes, emptied', async () => {
    const { calls, onClose, user } = setup();
    await fill(user, { ...filled, name: '<b>Ana</b> López' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', url: 'http://site.test/api/client/42/contact', body: filled })]);
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Thank you! Your message has been sent.');
    expect(screen.getByLabelText(/^name/i)).toHaveValue('');
  });

  it.each([
    [
      'the API rejects a field (400): its message shows on the field',
      () => json({ error: { code: 'invalid_request', message: 'm', fields: { email: 'validation:invalid.email' } } }, 400),
      'Your message could not be sent. Please try again.',
      'Please enter a valid e-mail address.',
    ],
    ['rate-limited (429)', () => json({ error: { code: 'rate_limited', message: 'wait' } }, 429), 'Please wait a minute', null],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch')), 'Your message could not be sent.', null],
    ['the server fails (500)', () => json({ error: { code: 'internal', message: 'x' } }, 500), 'Your message could not be sent.', null],
  ])('%s → Error toast, the dialog stays open and nothing typed is lost', async (_name, respond, toastText, fieldText) => {
    const { onClose, user } = setup(respond as () => Response);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(toastText);
    if (fieldText) expect(screen.getByText(fieldText)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^name/i)).toHaveValue(filled.name);
    expect(screen.getByLabelText(/^e-mail/i)).toHaveValue(filled.email);
    expect(screen.getByLabelText(/^phone/i)).toHaveValue(filled.phone);
    expect(screen.getByLabelText(/^message/i)).toHaveValue(filled.message);
  });

  it('the submit button shows the loading state while sending', async () => {
    let answer: (r: Response) => void = () => {};
    const { user } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(json({ id: 1 }, 201));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sending…' })).not.toBeInTheDocument());
  });

  it('a draft survives closing and reopening the dialog', async () => {
    const { user, view, onClose } = setup();
    await user.type(screen.getByLabelText(/^message/i), 'Half a thought');
    view.rerender(<ContactModal clientId={42} open={false} onClose={onClose} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.rerender(<ContactModal clientId={42} open onClose={onClose} />);
    expect(screen.getByLabelText(/^message/i)).toHaveValue('Half a thought');
  });
});
