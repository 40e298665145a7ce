import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_SCREENS, backOfficeScreens, canUseScreen, isBackOfficeScreen } from './back-office-rights.js';

describe('back-office rights (spec §6 roles)', () => {
  it('§6 the owner (1) uses every screen', () => {
    expect(backOfficeScreens(1)).toEqual([...BACK_OFFICE_SCREENS]);
    expect(canUseScreen(1, 'team')).toBe(true);
  });

  it('§6 a manager (3) uses everything but the team and the activity log (the audit log is for owners)', () => {
    expect(backOfficeScreens(3)).toEqual([
      'dashboard',
      'products',
      'orders',
      'quotes',
      'store',
      'discounts',
      'schedule',
      'customers',
      'services',
      'forms',
      'staff',
      'locations',
      'blog',
      'messages',
      'settings',
      'profile',
    ]);
    expect(canUseScreen(3, 'team')).toBe(false);
    expect(canUseScreen(3, 'activity')).toBe(false);
    // Issue 16: the site's template is the owner's choice.
    expect(canUseScreen(3, 'templates')).toBe(false);
    expect(canUseScreen(1, 'templates')).toBe(true);
    expect(canUseScreen(1, 'activity')).toBe(true);
    expect(canUseScreen(3, 'messages')).toBe(true);
  });

  it("§6 an employee (4) uses only their schedule, their appointments' customers (issue 30) and profile", () => {
    expect(backOfficeScreens(4)).toEqual(['schedule', 'customers', 'profile']);
    for (const screen of ['dashboard', 'activity', 'blog', 'messages', 'team', 'settings'] as const) {
      expect(canUseScreen(4, screen)).toBe(false);
    }
  });

  it('issue 31: the dashboard is the home of owners and managers; an employee keeps their schedule', () => {
    expect(backOfficeScreens(1)[0]).toBe('dashboard');
    expect(backOfficeScreens(3)[0]).toBe('dashboard');
    expect(backOfficeScreens(4)[0]).toBe('schedule');
  });

  it.each([
    ['role 2 is not a listed role', 2],
    ['no role', null],
    ['no employee', undefined],
  ])('§6 %s: no screen at all', (_name, role) => {
    expect(backOfficeScreens(role)).toEqual([]);
    expect(canUseScreen(role, 'profile')).toBe(false);
  });

  it('tells a screen name from any other path segment', () => {
    expect(isBackOfficeScreen('blog')).toBe(true);
    expect(isBackOfficeScreen('plans')).toBe(false);
    expect(isBackOfficeScreen('')).toBe(false);
  });
});
