// The kit's list body through every state a query passes: loading, failed (and trying again), empty or
// nothing matching, rows, and "Load more" while the server has another page.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResourceList, rowsOf } from './resource-list.js';
import type { ListQueryState } from './resource-list.js';
import { renderKit } from './kit-testing.js';

const texts = {
  loading: 'Loading posts…',
  loadFailed: 'The posts could not be loaded.',
  retry: 'Try again',
  empty: 'No posts yet.',
  noMatch: 'No post matches.',
  loadMore: 'Load more posts',
};

const settled: ListQueryState = { isLoading: false, isError: false, isFetching: false, refetch: () => undefined };

function renderList(query: Partial<ListQueryState>, items: string[], filtered = false) {
  return renderKit(
    <ResourceList
      query={{ ...settled, ...query }}
      items={items}
      filtered={filtered}
      texts={texts}
      className="vbl-blog__list"
      moreClassName="vbl-more"
    >
      {(rows) => (
        <ul aria-label="Posts">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ResourceList>,
  );
}

describe('ResourceList', () => {
  it('shows the spinner while the first page loads, and the box is busy', () => {
    const { container } = renderList({ isLoading: true, isFetching: true }, []);
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts…');
    expect(container.querySelector('.vbl-blog__list')).toHaveAttribute('aria-busy', 'true');
  });

  it('says the load failed, and "Try again" asks again', async () => {
    const refetch = vi.fn();
    renderList({ isError: true, error: { status: 500, data: {} }, refetch }, []);
    expect(screen.getByRole('alert')).toHaveTextContent('The posts could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says the network is the cause when the request never reached the API', () => {
    renderList({ isError: true, error: { status: 'FETCH_ERROR', error: 'offline' } }, []);
    expect(screen.getByRole('alert')).not.toHaveTextContent('The posts could not be loaded.');
  });

  it('keeps the rows it has when a later page fails', () => {
    renderList({ isError: true, error: { status: 500, data: {} } }, ['Spring menu']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('Spring menu');
  });

  it('tells "nothing yet" from "nothing matches the filters"', () => {
    const { unmount } = renderList({}, []);
    expect(screen.getByText('No posts yet.')).toBeInTheDocument();
    unmount();
    renderList({}, [], true);
    expect(screen.getByText('No post matches.')).toBeInTheDocument();
  });

  it('shows the rows, and "Load more" only while there is another page', async () => {
    const fetchNextPage = vi.fn();
    const { unmount, container } = renderList({ hasNextPage: true, fetchNextPage }, ['Spring menu', 'Wine list']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Spring menu', 'Wine list']);
    expect(container.querySelector('.vbl-blog__list')).not.toHaveAttribute('aria-busy');
    const more = screen.getByRole('button', { name: 'Load more posts' });
    expect(more).toHaveClass('vbl-more');
    await userEvent.click(more);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    unmount();
    renderList({ hasNextPage: false, fetchNextPage }, ['Spring menu']);
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
  });
});

describe('ResourceList without a box', () => {
  it('puts the states and rows straight into the screen’s container, and says "nothing yet" without a noMatch text', () => {
    const { container } = renderKit(
      <section aria-label="Locations">
        <ResourceList
          query={settled}
          items={[]}
          filtered
          texts={{ loading: 'Loading…', loadFailed: 'Failed.', retry: 'Try again', empty: 'None yet.' }}
        >
          {() => null}
        </ResourceList>
      </section>,
    );
    expect(container.querySelector('section > p.vb-state')).toHaveTextContent('None yet.');
  });
});

describe('rowsOf', () => {
  it('joins every page’s rows in order, and is empty before the first page', () => {
    expect(rowsOf({ pages: [{ posts: [1, 2] }, { posts: [3] }] }, (page) => page.posts)).toEqual([1, 2, 3]);
    expect(rowsOf<{ posts: number[] }, number>(undefined, (page) => page.posts)).toEqual([]);
  });
});
