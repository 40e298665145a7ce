// Moves keyboard focus to an element that the next render creates (a new row's first input) or keeps (the
// "Add" button after its row is removed): a ref read after every render, so no extra render is needed.
import { useCallback, useEffect, useRef } from 'react';

export function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const element = document.getElementById(pending.current);
    if (element) {
      element.focus();
      pending.current = null;
    }
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
}
