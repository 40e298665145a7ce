// The booking wizards keep their step and choices in the URL (a history entry per step, a reload restores it).
// A move waits for the router (loaders run on navigation): until the URL changes, the page shows the URL it is
// going to, so quick clicks build on each other. `at` lists the URLs a move still applies at: the one it was
// made at and those of the earlier moves it built on (a date chosen, then a time before the date's URL arrived:
// the date's arrival keeps the time). Any other URL (the browser's Back) wins.
// Once the move's navigation has resolved (`arrived`) it applies only while the router is at its target: the
// router's new location may reach the page a render later (its update is a transition of its own), and a choice
// made meanwhile must still build on the move; a Back pressed as the step arrives leaves the target, and the
// page shows where the router is, even if it never rendered the target.
// URLs are compared as the wizard reads them (`read`: a search string to its canonical search), not as the
// router spells them.
import { startTransition, useContext, useMemo, useState } from 'react';
import { UNSAFE_DataRouterContext, useNavigate, useSearchParams } from 'react-router';

type PendingMove = { at: string[]; target: string; arrived: boolean };

export type UrlMoves = {
  /** The canonical search the page shows: the URL's, or the one a move still on its way goes to. */
  search: string;
  /** Goes to `target` (a canonical search) at `href`; nothing when the page already shows it. */
  moveTo: (href: string, target: string, replace: boolean) => void;
};

export function useUrlMoves(read: (search: string) => string): UrlMoves {
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [params] = useSearchParams();
  const raw = params.toString();
  const here = useMemo(() => read(raw), [read, raw]);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const applies =
    pending !== null &&
    pending.at.includes(here) &&
    !(pending.arrived && router !== undefined && read(router.state.location.search) !== pending.target);
  // Adjusted while rendering (React's pattern for state derived from a change), not in an effect.
  if (pending && !applies) setPending(null);
  const search = pending && applies ? pending.target : here;

  function moveTo(href: string, target: string, replace: boolean) {
    if (target === search) return;
    const move: PendingMove = { at: pending && applies ? [...pending.at, pending.target] : [here], target, arrived: false };
    setPending(move);
    void Promise.resolve(navigate(href, { replace })).then(() =>
      startTransition(() => setPending((current) => (current === move ? { ...move, arrived: true } : current))),
    );
  }
  return { search, moveTo };
}
