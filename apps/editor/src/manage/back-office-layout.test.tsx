import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@vitrina/i18n';
import { BackOfficeLayout } from './back-office-layout.js';

function renderLayout({ roleId = 1, lng = 'en' as 'en' | 'es', width = 1280 } = {}) {
  setWidth(width);
  const i18n = createI18n({ lng });
  const onSignOut = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/manage/blog']}>
        <BackOfficeLayout businessName="Bistro Verde" roleId={roleId} onSignOut={onSignOut}>
          <p>screen</p>
        </BackOfficeLayout>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { i18n, onSignOut, user: userEvent.setup() };
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const navLinks = () =>
  within(within(screen.getByRole('navigation', { name: /Back office|Oficina/ })).getAllByRole('list')[0] as HTMLElement)
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => setWidth(1024));

describe('back-office layout (spec §4 "Admin entry", §6 roles)', () => {
  it('§6 the owner (1) sees every screen, Team included, the business name and the way back to the site editor', () => {
    renderLayout({ roleId: 1 });
    expect(navLinks()).toEqual([
      'Dashboard',
      'Activity',
      'Products',
      'Orders',
      'Quotes & invoices',
      'Store settings',
      'Discount codes',
      'Schedule',
      'Customers',
      'Services',
      'Forms',
      'Staff',
      'Locations',
      'Design · Templates',
      'Blog',
      'Messages',
      'Team',
      'Business settings',
      'Profile',
    ]);
    expect(screen.getByText('Bistro Verde')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Site editor' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  });

  it('§6 a manager (3) does not see Team, the Activity log, nor the site editor', () => {
    renderLayout({ roleId: 3 });
    expect(navLinks()).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Quotes & invoices',
      'Store settings',
      'Discount codes',
      'Schedule',
      'Customers',
      'Services',
      'Forms',
      'Staff',
      'Locations',
      'Blog',
      'Messages',
      'Business settings',
      'Profile',
    ]);
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Site editor' })).not.toBeInTheDocument();
  });

  it("§6 an employee (4) sees only Schedule, their appointments' Customers (issue 30) and Profile", () => {
    renderLayout({ roleId: 4 });
    expect(navLinks()).toEqual(['Schedule', 'Customers', 'Profile']);
    expect(screen.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
  });

  it('§9 below 768 px the navigation collapses behind a menu button that opens and closes it', async () => {
    const { user } = renderLayout({ width: 375 });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    // Picking a screen closes the menu again.
    await user.click(screen.getByRole('link', { name: 'Schedule' }));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('§9 from 768 px the navigation is always there, no menu button; narrowing the window collapses it', () => {
    renderLayout({ width: 768 });
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    act(() => {
      setWidth(500);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('§4 Admin entry 4: starts in the employee language and switches between English and Spanish', async () => {
    const { i18n, user } = renderLayout({ lng: 'es', roleId: 4 });
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(navLinks()).toEqual(['Horario', 'Clientes', 'Perfil']);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(navLinks()).toEqual(['Schedule', 'Customers', 'Profile']);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signs out', async () => {
    const { onSignOut, user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
