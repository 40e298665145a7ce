// How a slot's time reads to a visitor (issue 14: "a visitor in another zone sees the business's time and
// their own"). Intl.DateTimeFormat only, so the browser bundle carries no time-zone data.

export interface SlotTimeOptions {
  timeZone: string;
  /** BCP 47 locale, e.g. 'en-US' or 'es'. */
  locale: string;
}

export interface SlotLabelOptions {
  businessZone: string;
  /** The visitor's zone (Intl.DateTimeFormat().resolvedOptions().timeZone in the browser). */
  visitorZone: string;
  locale: string;
}

export interface SlotLabels {
  /** The wall time at the business, e.g. "9:00 AM". */
  business: string;
  /** The visitor's wall time, with the weekday when it falls on another date; null when it reads the same. */
  visitor: string | null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, withWeekday: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${withWeekday}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(withWeekday ? { weekday: 'short' } : {}),
    });
    formatters.set(key, format);
  }
  return format;
}

// ICU puts a narrow no-break space before AM/PM; a plain space reads the same and matches typed text.
function tidy(text: string): string {
  return text.replace(/\u202f/g, ' ');
}

function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

function toDate(iso: string): Date {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date-time: ${iso}`);
  return instant;
}

/** The local time of an instant in a zone, e.g. formatSlotTime('2026-03-08T09:00:00-04:00', …) → "9:00 AM". */
export function formatSlotTime(iso: string, { timeZone, locale }: SlotTimeOptions): string {
  return tidy(formatter(locale, timeZone, false).format(toDate(iso)));
}

/** The business's time and, when it reads differently, the visitor's own. */
export function slotLabels(iso: string, { businessZone, visitorZone, locale }: SlotLabelOptions): SlotLabels {
  const instant = toDate(iso);
  const business = tidy(formatter(locale, businessZone, false).format(instant));
  const otherDay = localDate(instant, businessZone) !== localDate(instant, visitorZone);
  const visitor = tidy(formatter(locale, visitorZone, otherDay).format(instant));
  return { business, visitor: !otherDay && visitor === business ? null : visitor };
}
