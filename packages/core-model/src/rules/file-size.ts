// Spec §9 "File-size parser units: k, m, g, t, base 1024".

const POWERS: Record<string, number> = { '': 0, k: 1, m: 2, g: 3, t: 4 };

/**
 * Bytes of a size such as `10m`, `1.5 GB`, `512k` or `2048`; null when it cannot be read.
 * Case-insensitive; an optional trailing `b` is allowed.
 */
export function parseFileSize(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? Math.floor(input) : null;
  if (typeof input !== 'string') return null;
  const match = /^(\d+(?:\.\d+)?|\.\d+)\s*([kmgt]?)b?$/i.exec(input.trim());
  if (!match) return null;
  const value = Number(match[1]);
  const power = POWERS[(match[2] ?? '').toLowerCase()] ?? 0;
  return Math.floor(value * 1024 ** power);
}
