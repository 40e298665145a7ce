// Issue 26: the demo businesses agree with themselves — a visitor who reads bistro's header ("Open Tuesday to
// Sunday") finds the in-house services bookable on those days only, and the private chef is one of the cooks.
import { describe, expect, it } from 'vitest';
import { KM_PER_MILE, distanceInUnit, distanceUnitOf } from '@vitrina/core-model';
import { BISTRO_BOOKING, SALON_BOOKING } from './demo-booking.js';
import { bistro } from './clients/bistro.js';
import { salon } from './clients/salon.js';

describe('bistro demo booking', () => {
  it('in-house hours fall on the days the header says the bistro is open', () => {
    const site = bistro.site({ id: 1 } as Parameters<typeof bistro.site>[0], {} as Parameters<typeof bistro.site>[1]);
    expect(JSON.stringify(site)).toContain('Open Tuesday to Sunday');
    const atTheBistro = BISTRO_BOOKING.staff.flatMap((s) => s.hours.filter((h) => h.location === 'Harbor Lane Bistro'));
    expect(atTheBistro.length).toBeGreaterThan(0);
    for (const h of atTheBistro) expect(h.days).not.toContain('Mon');
  });

  it('the private chef at home is cooked by a cook, never the sommelier', () => {
    const chef = BISTRO_BOOKING.services.find((s) => s.name === 'Private chef at home')!;
    const titles = chef.staff.map((name) => BISTRO_BOOKING.staff.find((s) => s.name === name)!.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).not.toContain('Sommelier');
  });
});

// Issue 26: the salon's site says "15 km" while its radius was 15 miles (24 km), and a subscription done at
// the customer's home read "En un local" although the salon has no premises.
describe('salon demo booking', () => {
  const siteText = () => JSON.stringify(salon.site({ id: 2 } as Parameters<typeof salon.site>[0], {} as Parameters<typeof salon.site>[1]));

  it('serves the radius its site states, in kilometres', () => {
    const stated = Number(/radio de (\d+) km/.exec(siteText())?.[1]);
    expect(stated).toBe(15);
    const radii = [...SALON_BOOKING.serviceAreas.map((a) => a.radius_miles), salon.client(new Date()).mobile_home_zip_radius as number];
    for (const miles of radii) {
      expect(miles).toBeCloseTo(stated / KM_PER_MILE, 6);
      expect(distanceInUnit(miles, distanceUnitOf('ES'))).toBe(stated);
    }
  });

  it.each([
    ['bistro', BISTRO_BOOKING],
    ['salon', SALON_BOOKING],
  ] as const)('%s: every service is held where the business can hold it (no storefront without a location)', (_name, booking) => {
    for (const service of booking.services) {
      const storefront = service.storefront ?? true; // the column's default
      if (booking.locations.length === 0)
        expect({ service: service.name, storefront }).toEqual({ service: service.name, storefront: false });
      expect(storefront || service.mobile || service.virtual).toBe(true);
    }
  });
});
