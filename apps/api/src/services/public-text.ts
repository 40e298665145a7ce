// Text that visitors send goes into Postgres text and jsonb columns: NUL is refused by both and a lone
// UTF-16 surrogate by jsonb, so either would turn bad input into a 5xx. These helpers make such text safe.

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Drops control characters (keeping tabs and line breaks when `multiline`) and replaces lone surrogates
 * with U+FFFD. Does not trim or strip tags: the validation schemas do that.
 */
export function safeText(text: string, options: { multiline?: boolean } = {}): string {
  const out = text.replace(CONTROLS, '').replace(LONE_SURROGATE, '\ufffd');
  return options.multiline ? out : out.replace(LINE_BREAKS_AND_TABS, ' ');
}

/** `safeText` applied to every string value of a flat object (other values are kept as they are). */
export function safeTextFields(input: unknown, multiline: readonly string[] = []): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    out[key] = typeof value === 'string' ? safeText(value, { multiline: multiline.includes(key) }) : value;
  }
  return out;
}
