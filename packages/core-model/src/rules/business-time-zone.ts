// The one rule for which zone a business's dates and times are shown and computed in: its own IANA zone
// (clients.timezone) when set and known, else New York. Never the runtime's zone, so the server-rendered
// page, the hydrated page and the back office all agree (issue 26).

/** The zone of a business that has none set (clients.timezone null) or an unknown one. */
export const DEFAULT_BUSINESS_ZONE = 'America/New_York';

const known = new Map<string, boolean>();

function isKnownZone(zone: string): boolean {
  let ok = known.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(zone, ok);
  }
  return ok;
}

/** The business's IANA zone: its own when set and known, else DEFAULT_BUSINESS_ZONE. */
export function businessTimeZone(zone: string | null | undefined): string {
  return zone && isKnownZone(zone) ? zone : DEFAULT_BUSINESS_ZONE;
}
