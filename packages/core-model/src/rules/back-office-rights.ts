// Who may use which back-office screen (spec §6 roles; §4 "Admin entry" sends managers and employees to the
// admin application): the owner (1) everything; a manager (3) everything but the team and the activity log
// (the audit log is the owners' to read); an employee (4) only their own schedule (their appointments), the
// customers of those appointments (read-only, issue 30) and their profile. Any other
// role, or none, no screen at all. The first screen a role may use is its home: the dashboard (issue 31) for
// owners and managers, the schedule for an employee.
import { ROLE_IDS } from '../constants.js';

/** The back-office screens, in the order the navigation lists them. */
export const BACK_OFFICE_SCREENS = [
  // The home dashboard (issue 31): the business's figures, owners and managers.
  'dashboard',
  'activity',
  'products',
  'orders',
  'quotes',
  'store',
  // Discount codes (issue 30): owners and managers, as the store's other screens.
  'discounts',
  'schedule',
  // Customers (issue 30): after the schedule, so an employee's first screen stays their schedule.
  'customers',
  'services',
  'forms',
  'staff',
  'locations',
  // Design → Templates (issue 16): the site's look is the owner's choice, as in the /admin editor.
  'templates',
  'blog',
  'messages',
  'team',
  'settings',
  'profile',
] as const;
export type BackOfficeScreen = (typeof BACK_OFFICE_SCREENS)[number];

/**
 * Screens only the owner may use: who has access and with which role is the owner's decision, and the audit
 * log of everyone's changes is for owners to read.
 */
const OWNER_ONLY: readonly BackOfficeScreen[] = ['activity', 'team', 'templates'];
/** An employee's own screens. */
const EMPLOYEE_SCREENS: readonly BackOfficeScreen[] = ['schedule', 'customers', 'profile'];

export function canUseScreen(roleId: number | null | undefined, screen: BackOfficeScreen): boolean {
  if (roleId === ROLE_IDS.ADMIN) return true;
  if (roleId === ROLE_IDS.MANAGER) return !OWNER_ONLY.includes(screen);
  if (roleId === ROLE_IDS.EMPLOYEE) return EMPLOYEE_SCREENS.includes(screen);
  return false;
}

/** The screens a role may use, in navigation order. */
export function backOfficeScreens(roleId: number | null | undefined): BackOfficeScreen[] {
  return BACK_OFFICE_SCREENS.filter((screen) => canUseScreen(roleId, screen));
}

export function isBackOfficeScreen(value: string): value is BackOfficeScreen {
  return (BACK_OFFICE_SCREENS as readonly string[]).includes(value);
}
