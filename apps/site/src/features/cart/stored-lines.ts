// A cart kept in local storage, as React state (spec §3 "Cart": key `cart`; "A separate services cart
// exists" under its own key). The products cart and the services cart differ only in their line type,
// reducer and storage; this hook is what they share: read after hydration (server and first browser render
// both see an empty cart), save every change at once, follow another tab's change (the `storage` event).
import type { CartStorage, LinesState } from '@vitrina/commerce';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { Dispatch } from 'react';
import { announceCartSaved } from './cart-events.js';

type State<L> = LinesState<L> & { ready: boolean };
type Load<L> = { type: 'load'; state: LinesState<L> };

export interface StoredLines<L, A> {
  ready: boolean;
  lines: readonly L[];
  dispatch: Dispatch<A | Load<L>>;
}

export function useStoredLines<L, A>(
  storageKey: string,
  createStorage: () => CartStorage<LinesState<L>>,
  linesReducer: (state: LinesState<L>, action: A) => LinesState<L>,
): StoredLines<L, A> {
  const reducer = useMemo(
    () =>
      (state: State<L>, action: A | Load<L>): State<L> => {
        if ((action as Load<L>).type === 'load') return { lines: (action as Load<L>).state.lines, ready: true };
        const next = linesReducer(state, action as A);
        return next === state ? state : { lines: next.lines, ready: state.ready };
      },
    [linesReducer],
  );
  const [state, dispatch] = useReducer(reducer, { lines: [], ready: false });
  const storage = useMemo(() => createStorage(), [createStorage]);
  // The lines last read from or written to storage: a change of another tab is loaded, not written back.
  const stored = useRef<readonly L[] | null>(null);

  useEffect(() => {
    const load = () => {
      const loaded = storage.load();
      stored.current = loaded.lines;
      dispatch({ type: 'load', state: loaded });
    };
    load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey || event.key === null) load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage, storageKey]);

  useEffect(() => {
    if (!state.ready || stored.current === state.lines) return;
    stored.current = state.lines;
    if (state.lines.length === 0) storage.clear();
    else storage.save({ lines: state.lines });
    announceCartSaved(storageKey);
  }, [state, storage, storageKey]);

  return { ready: state.ready, lines: state.lines, dispatch };
}
