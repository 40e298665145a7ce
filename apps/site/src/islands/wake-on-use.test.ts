import { describe, expect, it, vi } from 'vitest';
import { wakeOnUse } from './wake-on-use.js';

function mark(): HTMLElement {
  document.body.innerHTML =
    '<div id="mark"><button id="open">Open image 1</button><a id="link" href="#x">x</a></div><button id="out">out</button>';
  return document.getElementById('mark') as HTMLElement;
}

describe('wakeOnUse (an island hydrated when first reached for)', () => {
  it('loads nothing until a visitor reaches into the mark; focus there starts it, once', async () => {
    const wake = vi.fn(() => Promise.resolve());
    wakeOnUse(mark(), wake);
    document.getElementById('out')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(wake).not.toHaveBeenCalled();
    document.getElementById('open')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.getElementById('open')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('a click on a button before the island is awake is held, then replayed once it is', async () => {
    let done: () => void = () => {};
    const wake = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    wakeOnUse(mark(), wake);
    const button = document.getElementById('open') as HTMLButtonElement;
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('click'));
    button.click();
    expect(wake).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
    done();
    await vi.waitFor(() => expect(seen).toEqual(['click']));
    button.click();
    expect(seen).toEqual(['click', 'click']);
  });

  it('woken by the page (the product island, on screen on arrival), a radio choice made meanwhile is held and replayed', async () => {
    document.body.innerHTML = '<div id="mark"><label id="navy"><input type="radio" name="v" value="1">Navy</label></div>';
    let done: () => void = () => {};
    const wake = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const start = wakeOnUse(document.getElementById('mark') as HTMLElement, wake, { holds: 'button, label, input[type="radio"]' });
    const awake = start();
    expect(wake).toHaveBeenCalledTimes(1);
    const radio = document.querySelector('input') as HTMLInputElement;
    (document.getElementById('navy') as HTMLLabelElement).click();
    expect(radio.checked).toBe(false);
    done();
    await awake;
    await vi.waitFor(() => expect(radio.checked).toBe(true));
    expect(wake).toHaveBeenCalledTimes(1);
  });
});
