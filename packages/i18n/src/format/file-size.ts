// A file's size as people read it (uploads of customer forms): B, kB or MB in the reader's language,
// one decimal at most (1024 bytes a kB, as the upload limits are counted).
import type { Locale } from '@vitrina/core-model';

/** `formatFileSize(1536, 'en')` → `1.5 kB`; `'es'` → `1,5 kB`. Negative or not a number → ''. */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  // Intl's short "byte" reads "83 byte" in English: bytes get the symbol B in both languages.
  if (bytes < 1024) return `${new Intl.NumberFormat(locale).format(bytes)} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / 1024 / 1024, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
