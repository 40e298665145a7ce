// The kit's pieces on their own, in the texts of a real screen (the Blog's), so every state can be looked at
// without an API: the filter bar, and the list body loading, failed, empty, filtered to nothing, and with
// rows and a next page; and a record's form, saved or refused by the server.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { ToastProvider } from '@vitrina/ui-kit';
import { FilterBar, ResourceList, filterTexts, listTexts, optionsOf } from './index.js';
import type { ListQueryState } from './index.js';
import { DemoForm } from './resource-form-demo.js';
import type { DemoInput, DemoRecord } from './resource-form-demo.js';

const settled: ListQueryState = { isLoading: false, isError: false, isFetching: false, refetch: () => undefined };
const POSTS = ['Spring menu', 'Wine list', 'Our new terrace'];

interface KitStoryProps {
  query: Partial<ListQueryState>;
  items: readonly string[];
  filtered: boolean;
}

/** A list screen made of the kit, as a screen would declare it. */
function KitScreen({ query, items, filtered }: KitStoryProps) {
  const { t } = useTranslation(['manage']);
  const [filter, setFilter] = useState({ q: '', status: 'all' as 'all' | 'draft' | 'published' });
  return (
    <div className="vb-screen vbl-blog">
      <FilterBar
        value={filter}
        onChange={setFilter}
        texts={filterTexts(t, 'blog')}
        choices={[
          {
            name: 'status',
            label: t('manage:blog.status'),
            options: optionsOf(['all', 'draft', 'published'] as const, (status) => t(`manage:blog.statuses.${status}`)),
            width: 'fixed',
          },
        ]}
      />
      <ResourceList
        query={{ ...settled, ...query }}
        items={items}
        filtered={filtered}
        texts={listTexts(t, 'blog')}
        className="vbl-blog__list"
        moreClassName="vbl-more"
      >
        {(rows) => (
          <ul className="vbl-list" aria-label={t('manage:blog.list')}>
            {rows.map((row) => (
              <li key={row} className="vbl-row">
                <span className="vbl-row__title">{row}</span>
              </li>
            ))}
          </ul>
        )}
      </ResourceList>
    </div>
  );
}

const meta = {
  title: 'Back office/Kit',
  component: KitScreen,
  args: { query: {}, items: POSTS, filtered: false },
} satisfies Meta<typeof KitScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows, and "Load more" while the server has another page. */
export const Rows: Story = { args: { query: { hasNextPage: true, fetchNextPage: () => undefined } } };

/** The first page on its way: the spinner, and the box busy. */
export const Loading: Story = { args: { query: { isLoading: true, isFetching: true }, items: [] } };

/** Nothing could be loaded: the failure said, with "Try again". */
export const Failed: Story = { args: { query: { isError: true, error: { status: 500, data: {} } }, items: [] } };

/** Offline: the network message instead of the screen's. */
export const Offline: Story = { args: { query: { isError: true, error: { status: 'FETCH_ERROR', error: 'offline' } }, items: [] } };

/** Nothing yet. */
export const Empty: Story = { args: { items: [] } };

/** A filter narrows the list to nothing. */
export const NoMatch: Story = { args: { items: [], filtered: true } };

const later = <T,>(settle: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(settle()), 600));

/** A record's form: Save is busy for a moment, then "saved" and the form restarts from the answer. */
export const FormSaved: Story = {
  render: () => (
    <ToastProvider>
      <DemoForm record={null} save={(input: DemoInput) => later((): DemoRecord => ({ ...input, id: 1 }))} />
    </ToastProvider>
  ),
};

/** The server refuses: "address taken" lands on the address field, which takes the focus, and one toast. */
export const FormRefused: Story = {
  render: () => (
    <ToastProvider>
      <DemoForm
        record={{ id: 1, name: 'Mug', slug: 'mug', published_at: null }}
        save={() =>
          new Promise<DemoRecord>((_, reject) =>
            setTimeout(() => reject({ status: 409, data: { error: { code: 'slug_taken', message: 'x', field: 'slug' } } }), 600),
          )
        }
      />
    </ToastProvider>
  ),
};
