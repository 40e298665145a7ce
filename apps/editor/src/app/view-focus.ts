// A dialog whose body switches between views (a list, one item): the button that switched it is gone, so the
// keyboard focus goes to the new view's box (tabIndex -1), not back to the page. Not on the first view: the
// dialog puts the focus where it opens.
import { useEffect, useRef } from 'react';

/** The ref of the views' box, focused each time `view` changes after the first. */
export function useViewFocus(view: unknown) {
  const viewRef = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    viewRef.current?.focus();
  }, [view]);
  return viewRef;
}
