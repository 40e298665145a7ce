// The back office's Profile screen against a fake API that checks and stores like the real one.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { ProfileScreen } from './profile-screen.js';

const url = `/api/client/${CLIENT_ID}/profile`;

/** GET answers the stored profile; PUT stores the name and language (or answers `refuse` instead). */
function profileServer(refuse?: () => Response) {
  const profile: Profile = { name: 'Ana Ruiz', email: 'ana@example.com', language: 'en', mail_opt_outs: [] };
  const handlers: Record<string, Handler> = {
    [`GET ${url}`]: () => json(profile),
    [`PUT ${url}`]: async (request) => {
      if (refuse) return refuse();
      const body = (await request.json()) as Pick<Profile, 'name' | 'language' | 'mail_opt_outs'>;
      Object.assign(profile, { name: body.name, language: body.language, mail_opt_outs: body.mail_opt_outs });
      return json(profile);
    },
  };
  return { handlers, profile };
}

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Profile screen (back office)', () => {
  it('E-mail notifications: one box per staff e-mail, on by default; turning one off saves it as an opt-out', async () => {
    const { handlers, profile } = profileServer();
    profile.mail_opt_outs = ['payment_failed'];
    const { api } = renderWithEditor(<ProfileScreen clientId={CLIENT_ID} />, { api: handlers });
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'E-mail notifications' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(7);
    expect(within(group).getByRole('checkbox', { name: 'A new order' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'A payment that failed' })).not.toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'A new order' }));
    await user.click(within(group).getByRole('checkbox', { name: 'A payment that failed' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    const [put] = api.calls(`PUT ${url}`);
    expect(await put!.json()).toEqual({ name: 'Ana Ruiz', language: 'en', mail_opt_outs: ['new_order'] });
    expect(profile.mail_opt_outs).toEqual(['new_order']);
  });

  it('words the e-mail choices in Spanish', async () => {
    renderWithEditor(<ProfileScreen clientId={CLIENT_ID} />, { api: profileServer().handlers, lng: 'es' });
    const group = await screen.findByRole('group', { name: 'Avisos por correo' });
    expect(within(group).getByRole('checkbox', { name: 'Una reserva nueva' })).toBeChecked();
  });

  it('shows the stored name and language, and the sign-in e-mail that cannot be edited', async () => {
    renderWithEditor(<ProfileScreen clientId={CLIENT_ID} />, { api: profileServer().handlers });
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Your name/ })).toHaveValue('Ana Ruiz');
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveValue('ana@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('You sign in with this address; it cannot be changed here.');
    expect(screen.getByRole('combobox', { name: /Back-office language/ })).toHaveValue('en');
  });

  it('saves the name and language; the back office turns to the chosen language at once', async () => {
    const { handlers, profile } = profileServer();
    const { api, i18n } = renderWithEditor(<ProfileScreen clientId={CLIENT_ID} />, { api: handlers });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Your name/ });
    await user.clear(name);
    await user.type(name, '  Ana María Ruiz ');
    await user.selectOptions(screen.getByRole('combobox', { name: /Back-office language/ }), 'es');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Perfil guardado.')).toBeInTheDocument();
    const [put] = api.calls(`PUT ${url}`);
    expect(await put!.json()).toEqual({ name: 'Ana María Ruiz', language: 'es', mail_opt_outs: [] });
    expect(put!.headers.get('authorization')).toBe('Bearer token-7');
    expect(profile).toMatchObject({ name: 'Ana María Ruiz', language: 'es' });
    expect(i18n.language).toBe('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Tu perfil' })).toBeInTheDocument();
  });

  it('checks the form with the shared schema before sending: an empty name is refused, nothing sent', async () => {
    const { api } = renderWithEditor(<ProfileScreen clientId={CLIENT_ID} />, { api: profileServer().handlers, lng: 'es' });
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Tu nombre/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByRole('textbox', { name: /Tu nombre/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(`PUT ${url}`)).toHaveLength(0);
  });

  it('a refused save keeps what was typed and shows the server’s field message', async () => {
    const refuse = () =>
      new Response(JSON.stringify({ error: { code: 'invalid_request', message: 'x', fields: { name: 'validation:invalid.tooLong' } } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    const { i18n } = renderWithEditor(<ProfileScreen clientId={CLIENT_ID} />, { api: profileServer(refuse).handlers });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Your name/ });
    await user.type(name, ' Jr.');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Some fields need your attention. Nothing was saved.')).toBeInTheDocument();
    expect(name).toHaveValue('Ana Ruiz Jr.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(i18n.language).toBe('en');
  });

  it('says when the profile cannot be loaded and tries again', async () => {
    let calls = 0;
    const handlers: Record<string, Handler> = {
      [`GET ${url}`]: () =>
        ++calls === 1 ? new Response('{}', { status: 500 }) : json({ name: 'Ana', email: 'a@b.co', language: 'en', mail_opt_outs: [] }),
    };
    renderWithEditor(<ProfileScreen clientId={CLIENT_ID} />, { api: handlers });
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Your name/ })).toHaveValue('Ana');
  });

  it.each(['en', 'es'] as const)('has no axe violations (%s)', async (lng) => {
    const { container } = renderWithEditor(<ProfileScreen clientId={CLIENT_ID} />, { api: profileServer().handlers, lng });
    await screen.findByRole('button', { name: lng === 'en' ? 'Save profile' : 'Guardar perfil' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
