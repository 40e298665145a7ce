import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '../testing/fake-auth.js';
import { json, routeKeys } from '../testing/mock-api.js';
import { renderEditor } from '../testing/render-editor.js';

const as = (roleId: number, languageId = 1) => ({
  [routeKeys.profile]: () => json({ employee: { role_id: roleId, language_id: languageId } }),
});

describe('the back office at /manage (spec §4 "Admin entry", §6 roles)', () => {
  it('§4 runs the same sign-in and access check as /admin, then opens the first screen of the role (the dashboard, issue 31); no draft is loaded', async () => {
    const { api, router, leave } = renderEditor({ path: '/manage' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manage/dashboard');
    expect(screen.getByText('Bistro Verde')).toBeInTheDocument();
    expect(api.calls(routeKeys.authorize)).toHaveLength(1);
    expect(api.calls(routeKeys.draft)).toHaveLength(0);
    expect(leave).not.toHaveBeenCalled();
  });

  it('issue 25: a person invited by another business sees the invitation above their screen, to accept or decline', async () => {
    const invite = { id: '1b2c3d4e-5f60-4a71-8b82-9c0d1e2f3a4b', business_name: 'Corner Café', role_id: 1 };
    renderEditor({ path: '/manage', api: { [routeKeys.invites]: () => json({ invites: [invite] }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const notice = await screen.findByRole('region', { name: 'Invitations to other businesses' });
    expect(notice).toHaveTextContent('Corner Café invites you as Owner');
    expect(screen.getByRole('button', { name: 'Accept the invitation of Corner Café' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline the invitation of Corner Café' })).toBeInTheDocument();
  });

  it('issue 25: no access here but invitations waiting → the invitations to answer, not /access-denied; none → /access-denied', async () => {
    const invite = { id: '1b2c3d4e-5f60-4a71-8b82-9c0d1e2f3a4b', business_name: 'Bistro Verde', role_id: 3 };
    const { leave, api } = renderEditor({
      path: '/manage',
      api: { [routeKeys.authorize]: () => json(false), [routeKeys.invites]: () => json({ invites: [invite] }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your invitations' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invitations to other businesses' })).toHaveTextContent(
      'Bistro Verde invites you as Manager',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(api.calls(routeKeys.draft)).toHaveLength(0);
  });

  it('issue 25: no access and no invitation → /access-denied as before', async () => {
    const { leave } = renderEditor({ path: '/manage', api: { [routeKeys.authorize]: () => json(false) } });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/access-denied'));
  });

  it.each([
    ['§6 a manager (3), at the dashboard (issue 31)', 3, '/manage/dashboard'],
    ['§6 an employee (4)', 4, '/manage/schedule'],
  ])('%s is let in (only /admin sends them away) and starts at their first screen', async (_name, roleId, start) => {
    const { router, leave } = renderEditor({ path: '/manage', api: as(roleId) });
    await waitFor(() => expect(router.state.location.pathname).toBe(start));
    expect(await screen.findByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('§6 a role with no screen is refused like at /admin', async () => {
    const { leave } = renderEditor({ path: '/manage', api: as(2) });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/access-denied'));
  });

  it('§4 Admin entry 1: not signed in → the login, coming back to the back-office screen', async () => {
    const auth = fakeAuth(null);
    renderEditor({ path: '/manage/blog', auth });
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('/manage/blog'));
  });

  it('§6 a screen the role may not use, typed in the URL, says so and offers their own screen', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor({ path: '/manage/team', api: as(3) });
    expect(await screen.findByRole('heading', { name: "You don't have access to this screen" })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(router.state.location.pathname).toBe('/manage/dashboard');
  });

  it('§6 an employee typing a manager screen gets the same panel, in their language', async () => {
    renderEditor({ path: '/manage/blog', api: as(4, 2) });
    expect(await screen.findByRole('heading', { name: 'No tienes acceso a esta pantalla' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Horario' })).toBeInTheDocument();
  });

  it('§4 Admin entry 4: the language picked in the back office stays, over the employee language the entry set', async () => {
    const user = userEvent.setup();
    const { i18n } = renderEditor({ path: '/manage/team' });
    await screen.findByRole('heading', { level: 1, name: 'Team' });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipo' })).toBeInTheDocument();
    expect(i18n.language).toBe('es');
  });

  it('/manage/messages mounts the Messages screen for a manager', async () => {
    renderEditor({ path: '/manage/messages', api: as(3) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByText(/not built yet/)).not.toBeInTheDocument();
  });

  it('/manage/activity mounts the Activity screen for the owner; a manager typing it is told the log is not theirs', async () => {
    const owner = renderEditor({ path: '/manage/activity' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(screen.queryByText(/not built yet/)).not.toBeInTheDocument();
    owner.unmount();
    renderEditor({ path: '/manage/activity', api: as(3) });
    expect(await screen.findByRole('heading', { name: "You don't have access to this screen" })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
  });

  it('a path that is no screen says so', async () => {
    renderEditor({ path: '/manage/plans' });
    expect(await screen.findByRole('heading', { name: 'There is no such screen' })).toBeInTheDocument();
  });

  it('the owner goes back to the site editor from the back office, and the editor toolbar leads here', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor({ path: '/manage/blog' });
    await user.click(await screen.findByRole('link', { name: 'Site editor' }));
    expect(await screen.findByRole('button', { name: 'Edit Hero' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    await user.click(screen.getByRole('link', { name: 'Back office' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('signs out at the provider', async () => {
    const user = userEvent.setup();
    const { auth } = renderEditor({ path: '/manage/profile', api: as(4) });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalledWith();
  });
});
