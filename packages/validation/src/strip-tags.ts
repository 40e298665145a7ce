// Spec §5: "HTML tags are removed from entered text, then it is trimmed." Entered text is plain text on
// both sides (ARCHITECTURE.md), so this runs in the forms and again in the API on the same payload.
//
// A small scanner rather than one regex: it honours quoted attribute values (`title="a>b"`), comments,
// and drops an unterminated tag at the end instead of leaving a partial `<tag`. A `<` that cannot start a
// tag (`a < b`, `<3`) is kept as text. Removal can join pieces into a new tag (`<<b>i>` → `<i>`), so the
// pass repeats until nothing changes.

/** Whether `ch` may follow `<` to open a tag, end tag, comment, doctype or processing instruction. */
function opensTag(ch: string | undefined): boolean {
  return ch !== undefined && /[A-Za-z/!?]/.test(ch);
}

/** Index just past the tag that starts at `start` (a `<`), or `text.length` if it never closes. */
function endOfTag(text: string, start: number): number {
  if (text.startsWith('<!--', start)) {
    const close = text.indexOf('-->', start + 4);
    return close === -1 ? text.length : close + 3;
  }
  let quote: string | null = null;
  for (let i = start + 1; i < text.length; i += 1) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '>') {
      return i + 1;
    }
  }
  // Unclosed quote: retry without quote handling so `<a title="x>` still ends at its `>`.
  const close = text.indexOf('>', start + 1);
  return close === -1 ? text.length : close + 1;
}

function stripOnce(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt === -1) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, lt);
    if (opensTag(text[lt + 1])) {
      i = endOfTag(text, lt);
    } else {
      out += '<';
      i = lt + 1;
    }
  }
  return out;
}

/** Removes HTML tags (and comments), then trims. Non-strings give ''. */
export function stripTags(text: unknown): string {
  if (typeof text !== 'string') return '';
  let current = text;
  for (;;) {
    const next = stripOnce(current);
    if (next === current) return next.trim();
    current = next;
  }
}

// Entered text goes into Postgres text and jsonb columns: NUL is refused by both and a lone UTF-16
// surrogate by jsonb, so either would turn bad input into a 5xx. Other control characters are never
// wanted in plain text either.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as it can be stored: control characters dropped (tabs and line breaks kept, or made spaces for a
 * `singleLine` field), lone surrogates replaced with U+FFFD. Neither trims nor strips tags.
 */
export function storableText(text: string, options: { singleLine?: boolean } = {}): string {
  const out = text.replace(CONTROLS, '').replace(LONE_SURROGATE, '\ufffd');
  return options.singleLine ? out.replace(LINE_BREAKS_AND_TABS, ' ') : out;
}

/** Entered text per spec §5 (tags removed, then trimmed), storable. Non-strings give ''. */
export function plainText(text: unknown): string {
  return typeof text === 'string' ? stripTags(storableText(text)) : '';
}
