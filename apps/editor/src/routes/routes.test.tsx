import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@vitrina/i18n';
import { routes } from './routes.js';

function renderAt(path: string, lng: 'en' | 'es' = 'en') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('editor entry routes (spec §2)', () => {
  it('/admin shows the configuration panel', async () => {
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site editor' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Site settings' })).toBeInTheDocument();
  });

  it('/gallery/admin has no configuration panel', async () => {
    renderAt('/gallery/admin');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('speaks Spanish when the interface language is es', async () => {
    renderAt('/admin', 'es');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Site editor');
  });
});
