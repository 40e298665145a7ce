import { describe, expect, it } from 'vitest';
import { bistroInfo } from './booking-fixture.test-data.js';
import { locationsFor, servicesFor, staffFor } from './booking-options.js';

const info = bistroInfo();
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe('what each appointment step offers (spec §2)', () => {
  it('SelectLocation lists only locations where someone has hours', () => {
    expect(names(locationsFor(info))).toEqual(['Harbor Lane Bistro', 'Seaport Kitchen']);
  });

  it('SelectService lists the services of the type given at the chosen location', () => {
    expect(names(servicesFor(info, 0, 1))).toEqual(["Chef's table tasting", 'Cooking class']);
    expect(names(servicesFor(info, 0, 2))).toEqual(['Cooking class']);
    expect(names(servicesFor(info, 1, null))).toEqual(['Private chef at home']);
    expect(names(servicesFor(info, 2, null))).toEqual(['Wine pairing consultation']);
  });

  it('staff first: only the chosen person’s services', () => {
    expect(names(servicesFor(info, 0, 1, 2))).toEqual(['Cooking class']);
    expect(names(servicesFor(info, 0, 1, 'any'))).toEqual(["Chef's table tasting", 'Cooking class']);
  });

  it('SelectEmployee lists staff who perform ALL chosen services with hours there', () => {
    expect(names(staffFor(info, 0, 1, [11]))).toEqual(['Dana Whitaker', 'Marco Reyes']);
    expect(names(staffFor(info, 0, 1, [10, 11]))).toEqual(['Dana Whitaker']);
    expect(names(staffFor(info, 0, 2, [11]))).toEqual(['Marco Reyes']);
    expect(names(staffFor(info, 1, null, [12]))).toEqual(['Marco Reyes']);
  });

  it('SelectStaff (no services yet) lists staff with hours for the type who give something there', () => {
    expect(names(staffFor(info, 0, 2, []))).toEqual(['Marco Reyes']);
    expect(names(staffFor(info, 2, null, []))).toEqual(['Priya Nair']);
  });
});
