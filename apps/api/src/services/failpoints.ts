// Failpoints (issue 32): named places in the money paths where a test can make this process die as a
// crash would, to prove what a restart, a retry and the recovery sweeper make of it. Off unless the
// `VITRINA_FAILPOINTS` environment variable names them ("checkout:after-charge", or "name@3": the third
// time the point is reached); then the process kills itself with SIGKILL there: no cleanup, no answer.
const armed = new Map<string, number>();
for (const entry of (process.env.VITRINA_FAILPOINTS ?? '').split(',')) {
  const match = /^\s*([a-z-]+:[a-z-]+)(?:@([0-9]{1,6}))?\s*$/.exec(entry);
  if (match) armed.set(match[1]!, Number(match[2] ?? 1));
}

/** The places a crash is simulated at. */
export type Failpoint =
  | 'checkout:after-order'
  | 'checkout:after-charge'
  | 'quote:after-reserve'
  | 'quote:after-charge'
  | 'renewal:after-claim'
  | 'renewal:after-charge'
  // An owner's change committed with its SiteChanged event, not yet delivered (issue 27).
  | 'owner:after-commit'
  // A message handed to the mail server, not yet marked sent (issue 28).
  | 'mail:after-send';

/** Dies here when `point` is armed and this is its n-th time. */
export function failpoint(point: Failpoint): void {
  if (armed.size === 0) return;
  const left = armed.get(point);
  if (left === undefined) return;
  if (left > 1) {
    armed.set(point, left - 1);
    return;
  }
  process.kill(process.pid, 'SIGKILL');
}
