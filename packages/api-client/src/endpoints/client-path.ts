// The one way an endpoint writes a client's URL (public site and back office alike).

/** `client/{clientId}/{segment}/…`, every part URL-encoded, so a part never adds a `/` of its own. */
export function clientPath(clientId: number, ...segments: (string | number)[]): string {
  return ['client', clientId, ...segments].map((part) => encodeURIComponent(String(part))).join('/');
}
