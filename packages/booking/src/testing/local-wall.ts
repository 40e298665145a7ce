// Test helper: an instant's local wall time read straight from Intl (independent of the package's own
// zone arithmetic), to check computed slots against the working hours.
const formats = new Map<string, Intl.DateTimeFormat>();

export interface LocalWall {
  date: string;
  minute: number;
  offsetMinutes: number;
}

export function localWall(instant: Date | string, timeZone: string): LocalWall {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const at = new Date(instant);
  const part = (type: string): number => Number(format.formatToParts(at).find((p) => p.type === type)?.value ?? Number.NaN);
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map(part);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  return {
    date: new Date(wall).toISOString().slice(0, 10),
    minute: hour! * 60 + minute!,
    offsetMinutes: Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000),
  };
}

/** Minutes since the local midnight of `date` (24 * 60 + m for a time on the next day). */
export function minuteOfDate(instant: Date | string, timeZone: string, date: string): number {
  const wall = localWall(instant, timeZone);
  const days = Math.round((Date.parse(wall.date) - Date.parse(date)) / 86_400_000);
  return days * 1440 + wall.minute;
}
