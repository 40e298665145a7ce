import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '../testing/fake-auth.js';
import { renderEditor } from '../testing/render-editor.js';

describe('editor routes (spec §2 /admin, /gallery/admin; callback route, logout)', () => {
  it('the callback completes the sign-in and returns to where the owner started', async () => {
    const auth = fakeAuth();
    auth.completeSignIn.mockResolvedValue('/gallery/admin');
    const { router } = renderEditor({ path: '/gallery/admin/callback?code=abc&state=xyz', auth });
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery/admin'));
    expect(auth.completeSignIn).toHaveBeenCalledTimes(1);
    expect(auth.completeSignIn).toHaveBeenCalledWith('http://bistro.localhost:8080/gallery/admin/callback?code=abc&state=xyz');
    expect(await screen.findByRole('button', { name: 'Edit Hero' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('a callback that cannot complete says so and offers a fresh start, not a loop', async () => {
    const auth = fakeAuth();
    auth.completeSignIn.mockRejectedValue(new Error('No matching state found in storage'));
    renderEditor({ path: '/admin/callback?code=abc&state=gone', auth });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/admin');
  });

  it('issue 25: a callback the provider answered access_denied (no role on this site) leaves for /access-denied', async () => {
    const auth = fakeAuth();
    auth.completeSignIn.mockRejectedValue(new Error('access_denied'));
    const { leave } = renderEditor({ path: '/admin/callback?error=access_denied&state=xyz', auth });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/access-denied'));
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('/admin/logout ends the session at the provider and comes back to the editor for a fresh login', async () => {
    const auth = fakeAuth();
    renderEditor({ path: '/admin/logout', auth });
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledWith('http://bistro.localhost:8080/admin'));
  });

  it('the toolbar sign-out ends the session and goes back to the site', async () => {
    const auth = fakeAuth();
    renderEditor({ auth });
    (await screen.findByRole('button', { name: 'Sign out' })).click();
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledWith());
  });
});
