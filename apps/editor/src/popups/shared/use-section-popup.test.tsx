import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { SectionName } from '@vitrina/core-model';
import { frameStore } from '../../testing/editor-frame.js';
import { popupSite } from '../../testing/fixtures.js';
import { useSectionPopup } from './use-section-popup.js';

function render(sectionIndex: number | null, name?: SectionName) {
  const site = popupSite();
  const store = frameStore({
    getToken: async () => null,
    fetchFn: async () => new Response(null, { status: 404 }),
    draft: { data: site, last_updated: site.last_updated, version: 1 },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useSectionPopup(sectionIndex, name), { wrapper });
  return { result, store, editor: () => store.getState().editor };
}

describe('useSectionPopup (spec §4 "Editor state")', () => {
  it.each([
    ['the section it was opened for', 2, 'store', 2],
    ['opened without a section: the first section of its kind', null, 'location', 4],
    ['opened for a section of another kind: the first of its own kind', 0, 'gallery', 5],
    ['no section of its kind on the page: none', null, 'about', null],
    ['no name given: the index as it is', 1, undefined, 1],
  ] as const)('edits %s', (_case, sectionIndex, name, expected) => {
    const { result } = render(sectionIndex, name);
    expect(result.current.index).toBe(expected);
    expect(result.current.section).toBe(expected === null ? null : result.current.site?.sections[expected]);
  });

  it('apply writes only the changed section fields and variables, each flagged unsaved', () => {
    const { result, editor } = render(2, 'store');
    act(() =>
      result.current.apply({ title: 'Our Online Store', bg_color: '#000000' }, { ecommerce_url: '/store', homepage_store_enabled: false }),
    );
    expect(editor().working?.sections[2]).toMatchObject({ title: 'Our Online Store', bg_color: '#000000' });
    expect(editor().working?.main_site_variables).toMatchObject({ ecommerce_url: '/store', homepage_store_enabled: false });
    expect(editor().unsaved).toEqual({ store: true, siteSettings: true });
  });

  it('apply with nothing changed marks nothing unsaved and keeps the working copy', () => {
    const { result, editor } = render(2, 'store');
    const before = editor().working;
    act(() => result.current.apply({ title: 'Our Online Store' }, { ecommerce_url: '/store' }));
    expect(editor().working).toBe(before);
    expect(editor().unsaved).toEqual({});
  });
});
