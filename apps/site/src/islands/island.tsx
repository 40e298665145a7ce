// The mark of an island (docs/decisions.md "Islands on the home page"): an element around a part of a
// server-rendered page that the browser wakes up on its own, with the serialisable props it needs. The
// element takes no box (display: contents), so the page looks and lays out as without it.
import type { ReactNode } from 'react';

/** Island names the browser's islands runtime (src/islands/runtime.ts) knows. */
export type IslandName = 'mini-cart' | 'gallery' | 'product' | 'services';

export interface IslandProps {
  name: IslandName;
  /** JSON-serialisable; React escapes the attribute, so no value can close it. */
  props: object;
  children?: ReactNode;
}

export function Island({ name, props, children }: IslandProps) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** The props an island's mark carries; null when it carries none or they are not JSON. */
export function readIslandProps<P>(element: Element): P | null {
  const text = element.getAttribute('data-props');
  if (!text) return null;
  try {
    return JSON.parse(text) as P;
  } catch {
    return null;
  }
}
