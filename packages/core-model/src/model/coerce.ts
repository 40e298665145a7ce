// Lenient readers for documents written by older versions or other systems (internal to migrate).

export type Doc = Record<string, unknown>;

export function asDoc(value: unknown): Doc {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Doc) : {};
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Accepts true/false, 1/0 and their string forms; anything else gives `fallback`. */
export function asBool(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return fallback;
}

export function asFlag(value: unknown, fallback: 0 | 1): 0 | 1 {
  return asBool(value, fallback === 1) ? 1 : 0;
}

export function asString(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** A non-empty string or null. */
export function asOptString(value: unknown): string | null {
  const s = asString(value, '').trim();
  return s ? s : null;
}

export function asNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

export function asOptNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = asNumber(value, Number.NaN);
  return Number.isNaN(n) ? null : n;
}

export function oneOf<T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}
