import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bistroSite, editorConfig } from '../testing/fixtures.js';
import { json, routeKeys } from '../testing/mock-api.js';
import { fakeAuth } from '../testing/fake-auth.js';
import { renderEditor } from '../testing/render-editor.js';

const editorReady = () => screen.findByRole('button', { name: 'Edit Hero' });

describe('admin entry (spec §4 "Admin entry", §8)', () => {
  it('shows a spinner while the entry runs', async () => {
    renderEditor();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
    await editorReady();
  });

  it('§4 Admin entry 1: not signed in → redirect to the login, coming back to where the owner started', async () => {
    const auth = fakeAuth(null);
    const { api } = renderEditor({ path: '/gallery/admin?tab=2', auth });
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('/gallery/admin?tab=2'));
    expect(auth.configure).toHaveBeenCalledWith(editorConfig);
    expect(await screen.findByText('Signing you in…', { selector: 'p' })).toBeInTheDocument();
    // Nothing of the owner's is asked for before the login.
    expect(api.calls(routeKeys.authorize)).toHaveLength(0);
  });

  it.each([
    ['§4 Admin entry 2 / §8: no access → /access-denied', { [routeKeys.authorize]: () => json(false) }, '/access-denied'],
    [
      '§4 Admin entry 2 / §8: a failed access check → /error',
      { [routeKeys.authorize]: () => json({ error: { code: 'internal' } }, 500) },
      '/error',
    ],
    ['§4 Admin entry: this host has no site data → /error', { [routeKeys.site]: () => json({ message: 'Not Found' }, 404) }, '/error'],
    ['§4 Admin entry: the editor configuration cannot load → /error', { [routeKeys.config]: () => json({}, 503) }, '/error'],
    [
      '§4 Admin entry 3: the employee cannot be read → /error',
      { [routeKeys.profile]: () => json({ error: { code: 'not_found' } }, 404) },
      '/error',
    ],
    [
      '§4 Admin entry 3: role 3 (manager) → the admin application',
      { [routeKeys.profile]: () => json({ employee: { role_id: 3, language_id: 1 } }) },
      editorConfig.adminAppUrl,
    ],
    [
      '§4 Admin entry 3: role 4 (employee) → the admin application',
      { [routeKeys.profile]: () => json({ employee: { role_id: 4, language_id: 2 } }) },
      editorConfig.adminAppUrl,
    ],
    [
      '§6: an unknown role may not edit → /access-denied',
      { [routeKeys.profile]: () => json({ employee: { role_id: 2, language_id: 1 } }) },
      '/access-denied',
    ],
    ['§4: the draft cannot load → /error', { [routeKeys.draft]: () => json({ error: { code: 'internal' } }, 500) }, '/error'],
  ])('%s', async (_name, api, target) => {
    const { leave } = renderEditor({ api });
    await waitFor(() => expect(leave).toHaveBeenCalledWith(target));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Edit Hero' })).not.toBeInTheDocument();
  });

  it("§4 the access check asks about this host's client for the signed-in subject, with the token", async () => {
    const { api } = renderEditor();
    await editorReady();
    const [check] = api.calls(routeKeys.authorize);
    expect(check?.headers.get('authorization')).toBe('Bearer token-7');
  });

  it('§4 Admin entry 3: role 1 stays and sees the home page in edit mode', async () => {
    const { leave } = renderEditor();
    await editorReady();
    expect(screen.getByRole('heading', { level: 1, name: 'Bistro Verde' })).toBeInTheDocument();
    // The sections package adds the store section of spec §4 the document lacks; it opens like the others.
    expect(screen.getAllByRole('button', { name: /^Edit / }).map((b) => b.textContent)).toEqual([
      'Edit Hero',
      'Edit About',
      'Edit Store',
      'Edit Footer',
    ]);
    expect(screen.getByRole('button', { name: 'Edit Footer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit Store' })).toBeEnabled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('§4 Admin entry 4: a Spanish employee (language_id 2) gets the Spanish interface', async () => {
    const { i18n } = renderEditor({ api: { [routeKeys.profile]: () => json({ employee: { role_id: 1, language_id: 2 } }) } });
    expect(await screen.findByRole('button', { name: 'Editar Portada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(i18n.language).toBe('es');
  });

  it('§4 Admin entry 4: language_id 1 keeps English', async () => {
    const { i18n } = renderEditor();
    await editorReady();
    expect(i18n.language).toBe('en');
  });

  it.each([
    ['freemium flag', { freemium: true }],
    ['freemium plan', { plan_slug: 'freemium' as const }],
  ])('§8 freemium (%s): the upgrade message, and no edit control or save works', async (_name, client) => {
    const site = bistroSite();
    renderEditor({ api: { [routeKeys.site]: () => json({ ...site, client: { ...site.client, ...client } }) } });
    const notice = await screen.findByRole('heading', { name: 'Upgrade to edit' });
    const region = notice.closest('section') as HTMLElement;
    expect(within(region).getByText('Upgrade to business to edit the website.')).toBeInTheDocument();
    expect(within(region).getByText(/Freemium websites are not found on Google/)).toBeInTheDocument();
    for (const name of ['Edit Hero', 'Move Hero down', 'Save', 'Site settings']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it('§2 /admin shows the configuration panel; /gallery/admin does not', async () => {
    const { unmount } = renderEditor({ path: '/admin' });
    await editorReady();
    expect(screen.getByRole('complementary', { name: 'Site settings' })).toBeInTheDocument();
    unmount();
    renderEditor({ path: '/gallery/admin' });
    await editorReady();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
