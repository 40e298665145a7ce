// The kit's filter bar as a user meets it: a named search landmark whose labelled fields apply the search on
// Enter or the button (trimmed) and a choice at once, by keyboard as by mouse.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, optionsOf } from './filter-bar.js';
import type { FilterBarProps } from './filter-bar.js';
import { renderKit } from './kit-testing.js';

interface Filter {
  q: string;
  status: 'all' | 'draft' | 'published';
  sort: 'updated' | 'title';
}

const texts = { filters: 'Filter posts', search: 'Search', searchHint: 'Title or text', searchButton: 'Search posts' };

function renderBar(props: Partial<FilterBarProps<Filter>> = {}) {
  const onChange = vi.fn<(value: Filter) => void>();
  const view = renderKit(
    <FilterBar<Filter>
      value={{ q: '', status: 'all', sort: 'updated' }}
      onChange={onChange}
      texts={texts}
      choices={[
        { name: 'status', label: 'Status', options: optionsOf(['all', 'draft', 'published'], (s) => `Status ${s}`), width: 'fixed' },
        { name: 'sort', label: 'Sort by', options: optionsOf(['updated', 'title'], (s) => `By ${s}`) },
      ]}
      {...props}
    />,
  );
  return { ...view, onChange };
}

describe('FilterBar', () => {
  it('is a search landmark named by the screen, with a labelled search box and one select per choice', async () => {
    const { container } = renderBar();
    const bar = screen.getByRole('search', { name: 'Filter posts' });
    expect(bar).toHaveClass('vmk-filters');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription('Title or text');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(screen.getByRole('option', { name: 'Status draft' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('updated');
    // The declared widths: `fixed` takes the 12rem class, none keeps the select's own width.
    expect(screen.getByRole('combobox', { name: 'Status' }).closest('.vk-field')).toHaveClass('vmk-filters__choice');
    expect(screen.getByRole('combobox', { name: 'Sort by' }).closest('.vk-field')).not.toHaveClass('vmk-filters__choice');
    const results = await axe.run(container);
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('applies the search on Enter, trimmed, and not while typing', async () => {
    const user = userEvent.setup();
    const { onChange } = renderBar();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  spring menu ');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ q: 'spring menu', status: 'all', sort: 'updated' }));
  });

  it('applies the search with the button too', async () => {
    const user = userEvent.setup();
    const { onChange } = renderBar();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'wine');
    await user.click(screen.getByRole('button', { name: 'Search posts' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ q: 'wine', status: 'all', sort: 'updated' }));
  });

  it('applies a new choice at once, keeping the other values', async () => {
    const user = userEvent.setup();
    const { onChange } = renderBar({ value: { q: 'wine', status: 'all', sort: 'updated' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'By title');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ q: 'wine', status: 'all', sort: 'title' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('adds the screen’s class beside the kit’s', () => {
    renderBar({ className: 'vm-filters' });
    expect(screen.getByRole('search', { name: 'Filter posts' })).toHaveClass('vmk-filters', 'vm-filters');
  });
});
