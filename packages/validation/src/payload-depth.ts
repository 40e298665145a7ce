// How deeply a payload nests (issue 25: JSON nested 2,000 levels deep reached recursive walks and answered
// 500). Measured without recursion, so a payload of any depth is judged with a small, fixed stack; the API
// refuses a body deeper than MAX_PAYLOAD_DEPTH before any handler walks it, and validatePayload refuses it
// too, whoever calls it.

/** Levels of objects and arrays a payload may nest; the deepest real one (a site save) has about 8. */
export const MAX_PAYLOAD_DEPTH = 32;

/**
 * Whether `value` nests objects or arrays more than `max` levels deep (`{}` and `[]` are one level, a
 * scalar none). Stops at the first level past `max`, so its cost is bounded by the payload's size.
 */
export function payloadTooDeep(value: unknown, max: number = MAX_PAYLOAD_DEPTH): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const stack: { value: object; depth: number }[] = [{ value, depth: 1 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.depth > max) return true;
    for (const child of Object.values(item.value)) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: item.depth + 1 });
    }
  }
  return false;
}
