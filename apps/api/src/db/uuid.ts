// Whether a text is a uuid as the database's uuid columns take it. A lookup by a text that is not one is
// answered "none" before any query: Postgres would refuse the cast (a 500), PGlite likewise.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
