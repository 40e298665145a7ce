// Users of the built-in identity provider, all with the password `vitrina` (README, embedded default only).
import type { LanguageId, RoleId } from '@vitrina/core-model';

export const DEMO_PASSWORD = 'vitrina';

export interface DemoUser {
  email: string;
  name: string;
  role_id: RoleId;
  language_id: LanguageId;
  /** Sub-domain of the client the user may open. */
  client: string;
}

export const DEMO_USERS: DemoUser[] = [
  { email: 'owner@bistro.test', name: 'Dana Whitaker', role_id: 1, language_id: 1, client: 'bistro' },
  { email: 'owner@salon.test', name: 'Lucía Fernández', role_id: 1, language_id: 2, client: 'salon' },
  { email: 'manager@bistro.test', name: 'Sam Ortega', role_id: 3, language_id: 1, client: 'bistro' },
  { email: 'staff@bistro.test', name: 'Priya Nair', role_id: 4, language_id: 1, client: 'bistro' },
  { email: 'owner@freebie.test', name: 'Rose Martin', role_id: 1, language_id: 1, client: 'freebie' },
  // The back office's template switch has its own business (manage-templates.e2e.ts changes its look).
  { email: 'owner@corner.test', name: 'Mara Lindqvist', role_id: 1, language_id: 1, client: 'corner' },
];
