// The "add to calendar" file of a booked appointment (issue 14, success step): one VEVENT in an RFC 5545
// VCALENDAR. Hand-written on purpose: it is ~80 lines, while the `ics` package pulls yup + nanoid into the
// browser bundle. Times are written in UTC (…Z), so no VTIMEZONE is needed and every calendar app shows the
// appointment at the right instant in its own zone.

export interface AppointmentIcsInput {
  /** Stable unique id, e.g. the appointment's uuid (a domain is appended when it has none). */
  uid: string;
  start: string | Date;
  end: string | Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizerName?: string;
  /** ORGANIZER is a calendar address: written only when an e-mail is known (CN = organizerName). */
  organizerEmail?: string;
  /** DTSTAMP: when the file is made. */
  now: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newlines escaped. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on lines starting with one space; never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function utc(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date-time: ${String(value)}`);
  return date
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/** A parameter value (§3.2): quoted, without the double quotes it may not contain. */
function paramValue(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** The appointment as an iCalendar file (text/calendar; charset=utf-8). */
export function appointmentIcs(input: AppointmentIcsInput): string {
  const uid = input.uid.includes('@') ? input.uid : `${input.uid}@vitrina`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vitrina//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(uid)}`,
    `DTSTAMP:${utc(input.now)}`,
    `DTSTART:${utc(input.start)}`,
    `DTEND:${utc(input.end)}`,
    `SUMMARY:${escapeIcsText(input.summary)}`,
  ];
  if (input.description) lines.push(`DESCRIPTION:${escapeIcsText(input.description)}`);
  if (input.location) lines.push(`LOCATION:${escapeIcsText(input.location)}`);
  if (input.url) lines.push(`URL:${input.url.replace(/[\r\n]/g, '')}`);
  if (input.organizerEmail) {
    const name = input.organizerName ? `;CN=${paramValue(input.organizerName)}` : '';
    lines.push(`ORGANIZER${name}:mailto:${input.organizerEmail.replace(/[\r\n]/g, '')}`);
  }
  lines.push('STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
