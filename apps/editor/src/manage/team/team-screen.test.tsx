// The back office's Team screen against a fake API that keeps the team like the real one: adding (with the
// set-password link mailed to them, or an invite), changing a role, removing; the API's 409s said plainly; axe in en and es.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { TeamMember } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { TeamScreen } from './team-screen.js';

const base = `/api/client/${CLIENT_ID}/team`;
const NEW_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

const person = (id: string, email: string, name: string, role_id: 1 | 3 | 4, more: Partial<TeamMember> = {}): TeamMember => ({
  user_id: id,
  email,
  name,
  role_id,
  status: 'active',
  is_you: false,
  ...more,
});
const owner = () => person('5b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a41', 'dana@bistro.test', 'Dana Whitaker', 1, { is_you: true });
const ana = () => person('0f1e2d3c-4b5a-4c69-8d7e-6f5a4b3c2d1e', 'ana@bistro.test', 'Ana Ruiz', 3);

/** The team by e-mail; POST answers `added` (or an error), PATCH/DELETE follow the API's rules on this list. */
function teamServer(team: TeamMember[], options: { added?: { status: number; body: unknown } } = {}) {
  const sorted = () => [...team].sort((a, b) => a.email.localeCompare(b.email));
  const owners = () => team.filter((m) => m.user_id && m.role_id === 1).length;
  const handlers: Record<string, Handler> = {
    [`GET ${base}`]: () => json({ members: sorted(), next_cursor: null }),
    [`POST ${base}`]: async (request) => {
      const body = (await request.json()) as { email: string; name: string; role_id: 1 | 3 | 4 };
      const answer = options.added ?? {
        status: 201,
        body: { member: person(NEW_ID, body.email, body.name, body.role_id, { status: 'awaiting_password' }), invitation_sent: true },
      };
      if (answer.status === 201) team.push((answer.body as { member: TeamMember }).member);
      return json(answer.body, answer.status);
    },
  };
  for (const id of [...team.map((m) => m.user_id), NEW_ID]) {
    if (!id) continue;
    const find = () => team.find((m) => m.user_id === id)!;
    handlers[`POST ${base}/${id}/invitation`] = () => json(find());
    handlers[`PATCH ${base}/${id}`] = async (request) => {
      const { role_id } = (await request.json()) as { role_id: 1 | 3 | 4 };
      const m = find();
      if (m.role_id === 1 && role_id !== 1 && owners() <= 1) return json({ error: { code: 'last_owner', message: 'x' } }, 409);
      m.role_id = role_id;
      return json(m);
    };
    handlers[`DELETE ${base}/${id}`] = () => {
      const m = find();
      if (m.role_id === 1 && owners() <= 1) return json({ error: { code: 'last_owner', message: 'x' } }, 409);
      team.splice(team.indexOf(m), 1);
      return new Response(null, { status: 204 });
    };
  }
  for (const m of team.filter((x) => !x.user_id)) {
    handlers[`DELETE ${base}/invites/${encodeURIComponent(m.email)}`] = () => {
      team.splice(team.indexOf(m), 1);
      return new Response(null, { status: 204 });
    };
  }
  return handlers;
}

const addForm = () => screen.getByRole('form', { name: /Add a person|Añadir una persona/ });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (email: string) => rows().find((r) => r.getAttribute('data-email') === email)!;

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Team screen (the owner’s: who has access and with which role)', () => {
  it('lists the people by e-mail with role, status and "You"; pending invites can only be withdrawn', async () => {
    const invite = person('', 'leo@bistro.test', '', 4, { user_id: null, status: 'invited' });
    renderWithEditor(<TeamScreen clientId={CLIENT_ID} />, { api: teamServer([owner(), ana(), invite]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    await screen.findByText('Ana Ruiz');
    expect(rows().map((r) => r.getAttribute('data-email'))).toEqual(['ana@bistro.test', 'dana@bistro.test', 'leo@bistro.test']);
    expect(rowOf('dana@bistro.test')).toHaveTextContent('You');
    expect(within(rowOf('ana@bistro.test')).getByRole('combobox', { name: 'Role of Ana Ruiz' })).toHaveValue('3');
    const leo = rowOf('leo@bistro.test');
    expect(leo).toHaveTextContent('Invited: waits for them to accept');
    expect(leo).toHaveTextContent('Employee');
    expect(within(leo).queryByRole('combobox')).toBeNull();
    expect(within(leo).getByRole('button', { name: 'Withdraw the invitation of leo@bistro.test' })).toBeInTheDocument();
  });

  it('adds a person: the link goes to them by e-mail, the screen says "Invitation sent to …" with Resend and shows no link', async () => {
    const { api } = renderWithEditor(<TeamScreen clientId={CLIENT_ID} />, { api: teamServer([owner()]) });
    const user = userEvent.setup();
    await screen.findByText('Dana Whitaker');
    expect(screen.getByText(/Only you have access so far/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'Cleo@Bistro.test');
    await user.type(screen.getByLabelText(/^Name/), 'Cleo Park');
    await user.selectOptions(within(addForm()).getByLabelText(/^Role/), '4');
    await user.click(screen.getByRole('button', { name: 'Add person' }));

    const panel = await screen.findByRole('region', { name: 'Invitation sent to cleo@bistro.test' });
    expect(await api.calls(`POST ${base}`)[0]!.json()).toEqual({ email: 'cleo@bistro.test', name: 'Cleo Park', role_id: 4 });
    expect(within(panel).getByText(/We e-mailed cleo@bistro\.test a link to choose their password/)).toBeInTheDocument();
    expect(panel.textContent).not.toMatch(/https?:\/\//);
    expect(screen.queryByRole('textbox', { name: /link/i })).toBeNull();
    expect(await screen.findByText('Cleo Park')).toBeInTheDocument();
    expect(rowOf('cleo@bistro.test')).toHaveTextContent('Has not set a password yet');

    await user.click(within(panel).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('A new invitation was sent to cleo@bistro.test; the earlier link no longer works.')).toBeInTheDocument();
    expect(api.calls(`POST ${base}/${NEW_ID}/invitation`)).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: /Invitation sent/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add person' })).toBeInTheDocument();
    // Anyone still awaiting their password can be sent a new invitation from the list.
    await user.click(within(rowOf('cleo@bistro.test')).getByRole('button', { name: 'Resend invitation to Cleo Park' }));
    await waitFor(() => expect(api.calls(`POST ${base}/${NEW_ID}/invitation`)).toHaveLength(2));
  });

  it('someone who already uses Vitrina (or any e-mail under an external issuer) is invited: no link, the screen says their access waits', async () => {
    const invited = { member: person('', 'eva@bistro.test', '', 3, { user_id: null, status: 'invited' }), invitation_sent: false };
    renderWithEditor(<TeamScreen clientId={CLIENT_ID} />, { api: teamServer([owner()], { added: { status: 201, body: invited } }) });
    const user = userEvent.setup();
    await screen.findByText('Dana Whitaker');
    await user.type(screen.getByLabelText(/^E-mail/), 'eva@bistro.test');
    await user.type(screen.getByLabelText(/^Name/), 'Eva');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(
      await screen.findByText(/eva@bistro.test was invited by e-mail\. Their access starts when they accept the invitation/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Invitation sent/ })).toBeNull();
  });

  it('says plainly why an add was refused (already_member) and keeps what was typed; checks fields before sending', async () => {
    const conflict = { status: 409, body: { error: { code: 'already_member', message: 'x' } } };
    const { api } = renderWithEditor(<TeamScreen clientId={CLIENT_ID} />, { api: teamServer([owner()], { added: conflict }) });
    const user = userEvent.setup();
    await screen.findByText('Dana Whitaker');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(api.calls(`POST ${base}`)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^E-mail/), 'sam@elsewhere.test');
    await user.type(screen.getByLabelText(/^Name/), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(await screen.findByText('This person already has access to this business.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('sam@elsewhere.test');
  });

  it('a role change refused because the person also works for another business (role_conflict) is said plainly', async () => {
    const api = teamServer([owner(), ana()]);
    api[`PATCH ${base}/${ana().user_id}`] = () => json({ error: { code: 'role_conflict', message: 'x' } }, 409);
    renderWithEditor(<TeamScreen clientId={CLIENT_ID} />, { api });
    const user = userEvent.setup();
    await screen.findByText('Ana Ruiz');
    await user.selectOptions(within(rowOf('ana@bistro.test')).getByRole('combobox'), '1');
    expect(await screen.findByText(/also works for another business\. In Vitrina a person has one role/)).toBeInTheDocument();
  });

  it('changes a role with the row’s select; the last owner stepping down gets the plain 409 message and keeps the role', async () => {
    const { api } = renderWithEditor(<TeamScreen clientId={CLIENT_ID} />, { api: teamServer([owner(), ana()]) });
    const user = userEvent.setup();
    await screen.findByText('Ana Ruiz');
    await user.selectOptions(within(rowOf('ana@bistro.test')).getByRole('combobox'), '4');
    expect(await screen.findByText('Ana Ruiz is now Employee.')).toBeInTheDocument();
    expect(await api.calls(`PATCH ${base}/${ana().user_id}`)[0]!.json()).toEqual({ role_id: 4 });

    await user.selectOptions(within(rowOf('dana@bistro.test')).getByRole('combobox'), '3');
    expect(await screen.findByText('The business needs at least one owner. Make someone else an owner first.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('dana@bistro.test')).getByRole('combobox')).toHaveValue('1'));
  });

  it('removes a person after a confirmation; the last owner cannot remove themself', async () => {
    const { api } = renderWithEditor(<TeamScreen clientId={CLIENT_ID} />, { api: teamServer([owner(), ana()]) });
    const user = userEvent.setup();
    await screen.findByText('Ana Ruiz');
    await user.click(screen.getByRole('button', { name: 'Remove Ana Ruiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove access?' });
    expect(dialog).toHaveTextContent('Ana Ruiz will no longer be able to use the back office of this business.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(await screen.findByText('Ana Ruiz no longer has access.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('ana@bistro.test')).toBeNull());
    expect(api.calls(`DELETE ${base}/${ana().user_id}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove Dana Whitaker' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove access' }));
    expect(await screen.findByText('The business needs at least one owner. Make someone else an owner first.')).toBeInTheDocument();
    expect(screen.getByText('dana@bistro.test')).toBeInTheDocument();
  });

  it('a failed load offers to try again', async () => {
    let fail = true;
    renderWithEditor(<TeamScreen clientId={CLIENT_ID} />, {
      api: {
        [`GET ${base}`]: () =>
          fail ? json({ error: { code: 'internal', message: 'x' } }, 500) : json({ members: [owner()], next_cursor: null }),
      },
    });
    expect(await screen.findByText('The team could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dana Whitaker')).toBeInTheDocument();
  });

  it.each(['en', 'es'] as const)('has no axe violations, list and invitation panel (%s)', async (lng) => {
    const invite = person('', 'leo@bistro.test', '', 4, { user_id: null, status: 'invited' });
    const { container } = renderWithEditor(<TeamScreen clientId={CLIENT_ID} />, { api: teamServer([owner(), ana(), invite]), lng });
    await screen.findByText('Ana Ruiz');
    if (lng === 'es') {
      expect(screen.getByRole('heading', { level: 1, name: 'Equipo' })).toBeInTheDocument();
      expect(rowOf('dana@bistro.test')).toHaveTextContent('Tú');
      expect(rowOf('leo@bistro.test')).toHaveTextContent('Invitado: espera a que acepte');
    }
    expect(await axeViolations(container)).toEqual([]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(lng === 'es' ? /^Correo electrónico/ : /^E-mail/), 'cleo@bistro.test');
    await user.type(screen.getByLabelText(lng === 'es' ? /^Nombre/ : /^Name/), 'Cleo');
    await user.click(screen.getByRole('button', { name: lng === 'es' ? 'Añadir persona' : 'Add person' }));
    await screen.findByRole('region', {
      name: lng === 'es' ? 'Invitación enviada a cleo@bistro.test' : 'Invitation sent to cleo@bistro.test',
    });
    if (lng === 'es') expect(screen.getByRole('button', { name: 'Reenviar invitación' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
