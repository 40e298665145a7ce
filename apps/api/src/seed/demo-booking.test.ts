// Issue 26: the demo businesses agree with themselves — a visitor who reads bistro's header ("Open Tuesday to
// Sunday") finds the in-house services bookable on those days only, and the private chef is one of the cooks.
import { describe, expect, it } from 'vitest';
import { BISTRO_BOOKING } from './demo-booking.js';
import { bistro } from './clients/bistro.js';

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
