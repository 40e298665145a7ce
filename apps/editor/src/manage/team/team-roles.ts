// The roles the Team screen offers (spec §6), in the order a select lists them: the common choice first.
import type { TeamRoleId } from '@vitrina/api-client/back-office';

export const TEAM_ROLES: readonly TeamRoleId[] = [3, 4, 1];
