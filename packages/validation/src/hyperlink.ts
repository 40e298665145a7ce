// Spec §5 "Hyperlink popup: must start with http:// or https://". Something must follow the scheme and
// a link holds no whitespace, otherwise the saved link could not be opened.

const LINK = /^https?:\/\/\S+$/i;

/** Whether `value` is a link the hyperlink popup accepts. */
export function isValidHyperlink(value: unknown): boolean {
  return typeof value === 'string' && LINK.test(value.trim());
}
