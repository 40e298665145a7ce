// Text that visitors send: one line per field unless the field is multi-line (a message body), made
// storable by the one cleaner the forms use too (@vitrina/validation storableText). Tags are stripped and
// text trimmed by the validation schemas that read the result (spec §5).
import { storableText } from '@vitrina/validation';

/** `storableText` of every string value of a flat object, single-line but for `multiline` keys. */
export function safeTextFields(input: unknown, multiline: readonly string[] = []): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    out[key] = typeof value === 'string' ? storableText(value, { singleLine: !multiline.includes(key) }) : value;
  }
  return out;
}
