import { describe, expect, it } from 'vitest';
import { startTabs } from './store-tabs.js';

/** /store's tabs as StorePage renders them on the server (Products chosen). */
function page(): Document {
  document.body.innerHTML = `
    <div class="site-tabs" role="tablist">
      <button type="button" role="tab" id="store-tab-products" aria-selected="true" aria-controls="store-panel-products" tabindex="0">Products</button>
      <button type="button" role="tab" id="store-tab-services" aria-selected="false" aria-controls="store-panel-services" tabindex="-1">Services</button>
    </div>
    <div id="store-panel-products" role="tabpanel">products</div>
    <div id="store-panel-services" role="tabpanel" hidden>services</div>`;
  return document;
}

const tab = (name: string) => document.getElementById(`store-tab-${name}`) as HTMLButtonElement;
const panel = (name: string) => document.getElementById(`store-panel-${name}`) as HTMLElement;

describe('the store tabs without React (WAI-ARIA tabs, as StorePage)', () => {
  it('a click shows its panel and hides the other; only the chosen tab is in the tab order', () => {
    startTabs(page());
    tab('services').click();
    expect(tab('services').getAttribute('aria-selected')).toBe('true');
    expect(tab('products').getAttribute('aria-selected')).toBe('false');
    expect([panel('services').hidden, panel('products').hidden]).toEqual([false, true]);
    expect([tab('services').tabIndex, tab('products').tabIndex]).toEqual([0, -1]);
  });

  it('arrows wrap around, Home and End go to the ends, and focus follows', () => {
    startTabs(page());
    const key = (name: string, key: string) => tab(name).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    key('products', 'ArrowLeft');
    expect(panel('services').hidden).toBe(false);
    expect(document.activeElement).toBe(tab('services'));
    key('services', 'ArrowRight');
    expect(panel('products').hidden).toBe(false);
    key('products', 'End');
    expect(tab('services').getAttribute('aria-selected')).toBe('true');
    key('services', 'Home');
    expect(tab('products').getAttribute('aria-selected')).toBe('true');
  });
});
