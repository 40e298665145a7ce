// The facts a message's view lists (to, from, when, status…) as the terms and details of its description
// list, in order; a fact that does not apply (no reply-to, not sent yet, no phone) is left out.
import { Fragment } from 'react';
import type { ReactNode } from 'react';

/** One fact: its term and its detail; `null` where it does not apply. */
export type Fact = readonly [string, ReactNode] | null;

/** The `dt`/`dd` pairs of the facts that apply, for a `dl` the view lays out. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <>
      {facts.map((fact) =>
        fact ? (
          <Fragment key={fact[0]}>
            <dt>{fact[0]}</dt>
            <dd>{fact[1]}</dd>
          </Fragment>
        ) : null,
      )}
    </>
  );
}
