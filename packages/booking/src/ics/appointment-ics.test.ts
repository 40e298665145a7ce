// The success step's .ics (issue 14): a calendar app must read back what we wrote. Parsed with ical.js
// (Mozilla's RFC 5545 parser), not with our own code.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appointmentIcs, escapeIcsText, foldIcsLine } from '@vitrina/booking';

const base = {
  uid: '3f1c2a9e-7b7d-4a44-9d1e-1f0f7c1d2b3a',
  start: '2026-03-08T09:00:00-04:00',
  end: '2026-03-08T10:30:00-04:00',
  summary: "Chef's table tasting",
  now: new Date('2026-03-01T12:00:00Z'),
};

function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

const octets = (line: string): number => new TextEncoder().encode(line).length;

describe('appointmentIcs (RFC 5545)', () => {
  it('round-trips: uid, times (UTC), summary, description, location, url, organizer', () => {
    const text = appointmentIcs({
      ...base,
      description: 'Table for 2.\nAllergies: nuts; shellfish, gluten \\ none',
      location: 'Harbor Lane Bistro, 12 Harbor Ln, Boston; MA',
      url: 'https://meet.example.com/abc?x=1&y=2',
      organizerName: 'Harbor "Lane" Bistro',
      organizerEmail: 'hello@bistro.test',
    });
    const { calendar, vevent, event } = parseEvent(text);
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Vitrina//Booking//EN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.uid).toBe(`${base.uid}@vitrina`);
    expect(event.summary).toBe("Chef's table tasting");
    expect(event.description).toBe('Table for 2.\nAllergies: nuts; shellfish, gluten \\ none');
    expect(event.location).toBe('Harbor Lane Bistro, 12 Harbor Ln, Boston; MA');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-08T14:30:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://meet.example.com/abc?x=1&y=2');
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:hello@bistro.test');
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Harbor Lane Bistro');
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toContain('2026-03-01T12:00:00');
  });

  it('writes CRLF line ends and UTC DTSTART/DTEND', () => {
    const text = appointmentIcs(base);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('\r\nDTSTART:20260308T130000Z\r\n');
    expect(text).toContain('\r\nDTEND:20260308T143000Z\r\n');
    expect(text).not.toContain('ORGANIZER'); // no address known: no ORGANIZER line
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character, and unfolds to the same text', () => {
    const description = 'Reserva para la cena de degustación — ñandú, jalapeño, crème brûlée, 日本料理 '.repeat(6);
    const text = appointmentIcs({ ...base, description });
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(parseEvent(text).event.description).toBe(description);
    expect(text).not.toContain('\uFFFD');
  });

  it('escapes , ; \\ and newlines in text values', () => {
    expect(escapeIcsText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });
});
