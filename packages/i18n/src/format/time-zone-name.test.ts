import { TIME_ZONE_REGIONS, timeZoneDisplayName, timeZoneRegionName, timeZoneRegionOf } from '../index.js';
import { describe, expect, it } from 'vitest';

// Issue 26: the Spanish back office listed time-zone regions and cities as raw English IANA ids.
describe('time zones as a reader reads them', () => {
  it.each([
    ['Europe/Madrid', 'es', 'Madrid (hora de Europa central)'],
    ['America/Mexico_City', 'es', 'Ciudad de México (hora estándar central)'],
    ['America/New_York', 'es', 'Nueva York (hora oriental)'],
    ['America/New_York', 'en', 'New York (Eastern Time)'],
    ['America/Argentina/Buenos_Aires', 'en', 'Argentina / Buenos Aires (Argentina Standard Time)'],
    ['UTC', 'es', 'UTC'],
  ] as const)('%s in %s → %s', (zone, locale, name) => {
    expect(timeZoneDisplayName(zone, locale)).toBe(name);
  });

  it('names every region in Spanish, none left as the id, and groups zones by region', () => {
    const spanish = TIME_ZONE_REGIONS.map((region) => timeZoneRegionName(region, 'es'));
    expect(spanish).toContain('Europa');
    expect(spanish).toContain('Océano Índico');
    for (const region of TIME_ZONE_REGIONS.filter((r) => r !== 'Asia' && r !== 'Australia'))
      expect(timeZoneRegionName(region, 'es')).not.toBe(region);
    expect(timeZoneRegionOf('Europe/Madrid')).toBe('Europe');
    expect(timeZoneRegionOf('UTC')).toBe('Other');
    expect(timeZoneRegionOf('')).toBe('');
  });
});
