import { defaultClient } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { islandPageScript, pluralForms } from './island-page.js';
import { ISLAND_NAMESPACES, islandStateScript, pluralLabel, readIslandState } from './island-state.js';
import type { IslandState } from './island-state.js';
import { site as siteFixture } from '../testing/fixtures.js';
import type { SiteRef } from '../site/site-ref.js';

function documentOf(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
}

describe('island state (the page state of a page served as islands)', () => {
  it('round-trips through the page, texts that could close the script included', () => {
    const state: IslandState = {
      locale: 'en',
      client: defaultClient({ id: 7, name: 'A </script><script>alert(1)</script> shop' }),
      wizardPreview: false,
      texts: { sections: { chat: { open: 'Chat </script> with us' } } },
      cartLabels: { products: { one: 'Cart, {{count}} item', other: 'Cart, {{count}} items' }, services: {} },
    };
    const { texts, ...rest } = state;
    const doc = documentOf(islandStateScript(rest, JSON.stringify(texts).replace(/</g, '\\u003c')));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readIslandState(doc)).toEqual(state);
  });

  it('is absent on a page without it, and unreadable text is no state', () => {
    expect(readIslandState(documentOf('<p>hi</p>'))).toBeNull();
    expect(readIslandState(documentOf('<script type="application/json" id="vitrina-islands">{oops</script>'))).toBeNull();
  });

  it("the server's script carries the site's client and only the islands' namespaces, in the page's language", () => {
    const site = siteFixture('bistro', { id: 12 });
    const ref = { source: { kind: 'wizard', wizardSessionId: 'w1', templateId: 4 } } as unknown as SiteRef;
    const state = readIslandState(documentOf(islandPageScript(site, ref, 'es')));
    expect(state?.client.id).toBe(site.client.id);
    expect(state?.wizardPreview).toBe(true);
    expect(Object.keys(state?.texts ?? {})).toEqual([...ISLAND_NAMESPACES]);
    expect(state?.cartLabels.products.other).toBe('Carrito, {{count}} artículos');
  });
});

describe('mini-cart names (plural forms without i18next)', () => {
  const forms = pluralForms({ miniCart_one: 'Cart, {{count}} item', miniCart_other: 'Cart, {{count}} items', other: 'x' }, 'miniCart');

  it('takes the forms of one key by suffix', () => {
    expect(forms).toEqual({ one: 'Cart, {{count}} item', other: 'Cart, {{count}} items' });
  });

  it("picks the language's plural form and puts the count in", () => {
    expect(pluralLabel(forms, 'en', 1)).toBe('Cart, 1 item');
    expect(pluralLabel(forms, 'en', 0)).toBe('Cart, 0 items');
    expect(pluralLabel(forms, 'en', 3)).toBe('Cart, 3 items');
  });
});
