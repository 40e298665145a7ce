// The dashboard's period as the URL keeps it (issue 31): `?period=7d`, or `?period=custom&from=…&to=…`; none is
// the default (the last 30 days), so a reload or a shared link shows the same period.
import { DASHBOARD_PERIODS } from '@vitrina/api-client/contracts';
import type { DashboardPeriodKind } from '@vitrina/api-client/back-office';
import { dashboardPeriodSchema } from '@vitrina/validation';

export const DEFAULT_PERIOD: DashboardPeriodKind = '30d';

export interface DashboardPeriod {
  period: DashboardPeriodKind;
  /** A custom period's days (YYYY-MM-DD); empty otherwise. */
  from: string;
  to: string;
}

const isPeriodKind = (value: string | null): value is DashboardPeriodKind =>
  value !== null && (DASHBOARD_PERIODS as readonly string[]).includes(value);

/** The period the URL names; an unknown one is the default. */
export function periodOf(search: URLSearchParams): DashboardPeriod {
  const kind = search.get('period');
  const period = isPeriodKind(kind) ? kind : DEFAULT_PERIOD;
  return period === 'custom' ? { period, from: search.get('from') ?? '', to: search.get('to') ?? '' } : { period, from: '', to: '' };
}

/** The URL's query of a period: nothing for the default, the two days for a custom one. */
export function searchOf({ period, from, to }: DashboardPeriod): Record<string, string> {
  if (period === DEFAULT_PERIOD) return {};
  return period === 'custom' ? { period, from, to } : { period };
}

/** A custom period the API would refuse is not asked for: the form says why instead. */
export function isAskable({ period, from, to }: DashboardPeriod): boolean {
  return period !== 'custom' || dashboardPeriodSchema.isValidSync({ from, to });
}
