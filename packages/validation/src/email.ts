// Spec §5 "E-mail": local part of letters, digits, + _ -, dots; domain labels; top-level domain of 2-6
// letters. Dots only between characters (no leading, trailing or doubled dot), labels do not start or
// end with a hyphen, so what passes here is also deliverable by an ordinary mail server.

const LOCAL = '[A-Za-z0-9+_-]+(?:\\.[A-Za-z0-9+_-]+)*';
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{2,6}$`);

/** Whether `value` is an e-mail address as spec §5 describes it. */
export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL.test(value.trim());
}
