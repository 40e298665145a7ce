// Does an answer have the shape its contract says? A test harness that types a body by a contract must not
// take that on trust: a test naming the wrong contract (or a route answering another shape) fails here.
// Only what the api-client's TypeBox contracts use is judged: type, required and listed fields, array items,
// unions, enums and constants; other keywords (formats, bounds, patterns) are the route's own checks.

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first place where `value` leaves `schema` (e.g. `body.posts[0].title: expected string, got null`), or null. */
export function contractMismatch(schema: object, value: unknown, at = 'body'): string | null {
  const keyword = new Map(Object.entries(schema));
  const anyOf = keyword.get('anyOf');
  if (Array.isArray(anyOf)) {
    const misses = anyOf.filter(isObject).map((option) => contractMismatch(option, value, at));
    if (misses.every((miss) => miss !== null)) return misses.join(' and ');
  }
  if (keyword.has('const') && keyword.get('const') !== value) {
    return `${at}: expected ${JSON.stringify(keyword.get('const'))}, got ${JSON.stringify(value)}`;
  }
  const allowed = keyword.get('enum');
  if (Array.isArray(allowed) && !allowed.includes(value)) return `${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(allowed)}`;
  const type = keyword.get('type');
  const types = (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
  if (types.length && !types.some((t) => hasType(value, t))) return `${at}: expected ${types.join(' or ')}, got ${typeOf(value)}`;
  const items = keyword.get('items');
  if (Array.isArray(value) && isObject(items)) {
    for (const [index, item] of value.entries()) {
      const miss = contractMismatch(items, item, `${at}[${index}]`);
      if (miss) return miss;
    }
  }
  if (isObject(value)) {
    const fields = new Map(Object.entries(value));
    const required = keyword.get('required');
    for (const name of Array.isArray(required) ? required : [])
      if (typeof name === 'string' && !fields.has(name)) return `${at}.${name}: missing`;
    const properties = keyword.get('properties');
    for (const [name, field] of Object.entries(isObject(properties) ? properties : {})) {
      if (!fields.has(name) || !isObject(field)) continue;
      const miss = contractMismatch(field, fields.get(name), `${at}.${name}`);
      if (miss) return miss;
    }
  }
  return null;
}
