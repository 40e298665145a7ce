// Ids from URLs reach the repositories as numbers; anything outside Postgres `integer` would be a
// database error (a 5xx), so lookups answer "not found" for it instead.
export const MAX_INT = 2_147_483_647;

export function isDbInt(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_INT;
}
