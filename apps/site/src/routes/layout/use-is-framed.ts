import { useEffect, useState } from 'react';

/** Whether the page is inside a frame (editor or preview iframe); null before hydration. */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent throws on access: that is a frame too.
    return true;
  }
}

export function useIsFramed(): boolean | null {
  const [framed, setFramed] = useState<boolean | null>(null);
  useEffect(() => setFramed(isFramed()), []);
  return framed;
}
