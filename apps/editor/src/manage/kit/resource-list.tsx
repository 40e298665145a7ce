// The body of a back-office list, from its query's state: a spinner while the first page loads; the failure
// with a way to try again when nothing could be shown; "nothing yet" or "nothing matches" when the list is
// empty; otherwise the screen's rows and, while the server has more, a "Load more" button that follows the
// cursor. The box around it is busy (aria-busy) while any page is on its way.
import type { ReactNode, Ref } from 'react';
import { Button, Spinner } from '@vitrina/ui-kit';
import { LoadFailed } from '../screen-frame.js';
import type { ScreenError } from '../screen-frame.js';

/** What the kit reads of an RTK Query result (an infinite query's; a plain query has no next page). */
export interface ListQueryState {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: ScreenError;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  refetch: () => unknown;
  fetchNextPage?: () => unknown;
}

export interface ResourceListTexts {
  loading: string;
  loadFailed: string;
  retry: string;
  /** Nothing there at all. */
  empty: string;
  /** Nothing matches the filters (a list without filters needs none). */
  noMatch?: string;
  /** The "Load more" button (a list that is not paged needs none). */
  loadMore?: string;
}

export interface ResourceListProps<T> {
  query: ListQueryState;
  /** The rows loaded so far (every page's). */
  items: readonly T[];
  /** Whether a filter narrows the list: an empty list then says "nothing matches" instead of "nothing yet". */
  filtered?: boolean;
  texts: ResourceListTexts;
  /**
   * The box's class (the screen's panel). Without it there is no box: the states and rows go straight into
   * the screen's own container (a screen whose panel holds more than the list), and nothing is marked busy.
   */
  className?: string;
  /** The "Load more" button's class. */
  moreClassName?: string;
  /** The box, for a screen that puts the focus back on a row. */
  boxRef?: Ref<HTMLDivElement>;
  /** The rows (a list or a table), given the loaded items; only called with at least one. */
  children: (items: readonly T[]) => ReactNode;
}

export function ResourceList<T>({
  query,
  items,
  filtered = false,
  texts,
  className,
  moreClassName,
  boxRef,
  children,
}: ResourceListProps<T>) {
  let body: ReactNode;
  if (query.isLoading) {
    body = <Spinner label={texts.loading} />;
  } else if (query.isError && items.length === 0) {
    body = <LoadFailed error={query.error} message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) {
    body = <p className="vb-state">{filtered && texts.noMatch ? texts.noMatch : texts.empty}</p>;
  } else {
    body = (
      <>
        {children(items)}
        {query.hasNextPage && query.fetchNextPage ? (
          <Button
            type="button"
            variant="secondary"
            className={moreClassName}
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage?.()}
          >
            {texts.loadMore}
          </Button>
        ) : null}
      </>
    );
  }
  if (className === undefined) return body;
  return (
    <div ref={boxRef} className={className} aria-busy={query.isFetching || undefined}>
      {body}
    </div>
  );
}

/** Every page's rows of an infinite query's data, in order. */
export const rowsOf = <P, T>(data: { pages: readonly P[] } | undefined, pick: (page: P) => readonly T[]): T[] =>
  data?.pages.flatMap(pick) ?? [];
