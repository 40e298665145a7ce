import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island, readIslandProps } from './island.js';

/** The server's HTML of a mark, as the browser parses it. */
function parsed(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

describe('Island mark', () => {
  it('carries its props through the server HTML to the browser, even text that could close the attribute or a tag', () => {
    const props = { kind: 'products', href: '/cart?template_id=4&x="></div><script>alert(1)</script>', alwaysShown: false, n: 3 };
    const mark = parsed(
      renderToString(
        <Island name="mini-cart" props={props}>
          <a href="/cart">Cart</a>
        </Island>,
      ),
    );
    expect(mark.getAttribute('data-island')).toBe('mini-cart');
    expect(readIslandProps(mark)).toEqual(props);
    // The server-rendered children stay inside; nothing escaped into the page.
    expect(mark.querySelector('a')?.textContent).toBe('Cart');
    expect(mark.querySelector('script')).toBeNull();
  });

  it('takes no box of its own: the page lays out as without it', () => {
    const mark = parsed(renderToString(<Island name="mini-cart" props={{}} />));
    expect(mark.style.display).toBe('contents');
  });

  it('reads no props from an element without them or with text that is not JSON', () => {
    const element = document.createElement('div');
    expect(readIslandProps(element)).toBeNull();
    element.setAttribute('data-props', '{not json');
    expect(readIslandProps(element)).toBeNull();
  });
});
