// What a visitor reads on a slot button (issue 14: the business's time and, in another zone, their own).
import { describe, expect, it } from 'vitest';
import { formatSlotTime, slotLabels } from '@vitrina/booking';

describe('formatSlotTime', () => {
  it.each([
    ['2026-03-08T09:00:00-04:00', 'America/New_York', 'en-US', '9:00 AM'],
    ['2026-03-08T14:30:00-04:00', 'America/New_York', 'en-US', '2:30 PM'],
    ['2026-03-08T14:30:00-04:00', 'Europe/Madrid', 'es', '19:30'],
    ['2026-11-01T01:30:00-05:00', 'America/New_York', 'en-US', '1:30 AM'],
  ])('%s in %s (%s) reads %s', (iso, timeZone, locale, expected) => {
    expect(formatSlotTime(iso, { timeZone, locale })).toBe(expected);
  });
});

describe('slotLabels', () => {
  it('shows no second time when the visitor is in the business zone', () => {
    const labels = slotLabels('2026-06-10T09:00:00-04:00', {
      businessZone: 'America/New_York',
      visitorZone: 'America/New_York',
      locale: 'en-US',
    });
    expect(labels).toEqual({ business: '9:00 AM', visitor: null });
  });

  it('shows no second time for another zone reading the same wall time (Toronto)', () => {
    const labels = slotLabels('2026-06-10T09:00:00-04:00', {
      businessZone: 'America/New_York',
      visitorZone: 'America/Toronto',
      locale: 'en-US',
    });
    expect(labels.visitor).toBeNull();
  });

  it("shows the visitor's own time, with the weekday when it is another date there", () => {
    const options = { businessZone: 'America/New_York', visitorZone: 'Asia/Tokyo', locale: 'en-US' };
    expect(slotLabels('2026-06-10T09:00:00-04:00', options)).toEqual({ business: '9:00 AM', visitor: '10:00 PM' });
    expect(slotLabels('2026-06-10T14:30:00-04:00', options)).toEqual({ business: '2:30 PM', visitor: 'Thu 3:30 AM' });
  });

  it('Spanish: a Madrid salon seen from Mexico City', () => {
    const labels = slotLabels('2026-06-10T10:00:00+02:00', {
      businessZone: 'Europe/Madrid',
      visitorZone: 'America/Mexico_City',
      locale: 'es',
    });
    expect(labels).toEqual({ business: '10:00', visitor: '2:00' });
  });
});
