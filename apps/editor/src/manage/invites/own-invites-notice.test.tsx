// The invitations notice of the back office against a fake API that keeps the person's invites like the real
// one: accepting (the new business's back office offered), declining, the 409 role_conflict and a failed load
// said plainly; keyboard only; axe in en and es.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { OwnInvite } from '@vitrina/api-client/back-office';
import { ownerUser } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { OwnInvitesNotice } from './own-invites-notice.js';

const base = '/api/user/uid/vitrina/7/invites';
const corner: OwnInvite = { id: '1b2c3d4e-5f60-4a71-8b82-9c0d1e2f3a4b', business_name: 'Corner Café', role_id: 1 };
const dental: OwnInvite = { id: '2c3d4e5f-6071-4b82-9c93-0d1e2f3a4b5c', business_name: 'Dental Care', role_id: 3 };

/** The person's invites; accepting one whose role is not 1 answers role_conflict, as the API does for an owner. */
function invitesServer(invites: OwnInvite[], options: { failList?: boolean } = {}) {
  const handlers: Record<string, Handler> = {
    [`GET ${base}`]: () => (options.failList ? json({ error: { code: 'internal', message: 'x' } }, 500) : json({ invites: [...invites] })),
  };
  for (const invite of [...invites]) {
    handlers[`POST ${base}/${invite.id}/accept`] = () => {
      if (invite.role_id !== 1) return json({ error: { code: 'role_conflict', message: 'x' } }, 409);
      invites.splice(invites.indexOf(invite), 1);
      return json({ invite, manage_url: 'http://corner.localhost:8080/manage' });
    };
    handlers[`DELETE ${base}/${invite.id}`] = () => {
      invites.splice(invites.indexOf(invite), 1);
      return new Response(null, { status: 204 });
    };
  }
  return handlers;
}

const notice = (name = 'Invitations to other businesses') => screen.getByRole('region', { name });
const itemOf = (business: RegExp) =>
  within(notice())
    .getAllByRole('listitem')
    .find((li) => business.test(li.textContent ?? ''))!;

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('invitations to other businesses (the signed-in person’s own)', () => {
  it('shows nothing when there is none', async () => {
    const { api } = renderWithEditor(<OwnInvitesNotice sub={ownerUser.sub} />, { api: invitesServer([]) });
    await waitFor(() => expect(api.calls(`GET ${base}`)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Invitations to other businesses' })).toBeNull();
    expect(screen.queryByText(/invites you/)).toBeNull();
  });

  it('lists each business and role; accepting by keyboard joins and offers that business’s back office', async () => {
    const invites = [corner, dental];
    const { api, container } = renderWithEditor(<OwnInvitesNotice sub={ownerUser.sub} />, { api: invitesServer(invites) });
    const user = userEvent.setup();
    expect(await screen.findByText('Corner Café invites you as Owner')).toBeInTheDocument();
    expect(screen.getByText('Dental Care invites you as Manager')).toBeInTheDocument();
    expect(within(notice()).getByText(/Nothing changes until you accept/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    const accept = within(itemOf(/Corner/)).getByRole('button', { name: 'Accept the invitation of Corner Café' });
    accept.focus();
    await user.keyboard('{Enter}');
    const status = within(notice()).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('You now work for Corner Café.'));
    expect(within(status).getByRole('link', { name: 'Open the back office of Corner Café' })).toHaveAttribute(
      'href',
      'http://corner.localhost:8080/manage',
    );
    expect(api.calls(`POST ${base}/${corner.id}/accept`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Corner Café invites you as Owner')).toBeNull());
    expect(screen.getByText('Dental Care invites you as Manager')).toBeInTheDocument();
  });

  it('a role other than theirs elsewhere is said plainly (409) and the invitation stays; declining removes it', async () => {
    const invites = [dental];
    const { api } = renderWithEditor(<OwnInvitesNotice sub={ownerUser.sub} />, { api: invitesServer(invites) });
    const user = userEvent.setup();
    await screen.findByText('Dental Care invites you as Manager');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation of Dental Care' }));
    await waitFor(() =>
      expect(within(notice()).getByRole('status')).toHaveTextContent(/another role than the one you have.*ask Dental Care to invite you/),
    );
    expect(screen.getByText('Dental Care invites you as Manager')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decline the invitation of Dental Care' }));
    await waitFor(() => expect(within(notice()).getByRole('status')).toHaveTextContent('You declined the invitation of Dental Care.'));
    expect(api.calls(`DELETE ${base}/${dental.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Dental Care invites you as Manager')).toBeNull());
  });

  it('a failed load says so with a retry; in Spanish too, accessible', async () => {
    const { container } = renderWithEditor(<OwnInvitesNotice sub={ownerUser.sub} />, {
      api: invitesServer([], { failList: true }),
      lng: 'es',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar tus invitaciones.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(notice('Invitaciones de otros negocios')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('while accepting, the buttons say so and a second press sends nothing more', async () => {
    let release: () => void = () => undefined;
    const invites = [corner];
    const handlers = invitesServer(invites);
    const accept = handlers[`POST ${base}/${corner.id}/accept`]!;
    handlers[`POST ${base}/${corner.id}/accept`] = async (request) => {
      await new Promise<void>((resolve) => (release = resolve));
      return accept(request);
    };
    const { api } = renderWithEditor(<OwnInvitesNotice sub={ownerUser.sub} />, { api: handlers });
    const user = userEvent.setup();
    await screen.findByText('Corner Café invites you as Owner');
    const button = screen.getByRole('button', { name: 'Accept the invitation of Corner Café' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Accepting…'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    release();
    await waitFor(() => expect(within(notice()).getByRole('status')).toHaveTextContent('You now work for Corner Café.'));
    expect(api.calls(`POST ${base}/${corner.id}/accept`)).toHaveLength(1);
  });
});
