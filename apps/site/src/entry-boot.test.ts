import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The hydration module is replaced: these tests are about when it is loaded and what happens to a
// click that comes before React owns the page.
let finishHydration: () => void = () => {};
const hydrate = vi.fn(() => new Promise<void>((resolve) => (finishHydration = resolve)));
vi.mock('./entry-client.js', () => ({ hydrate }));
const startIslands = vi.fn();
vi.mock('./islands/runtime.js', () => ({ start: startIslands }));

async function boot(readyState: DocumentReadyState = 'loading') {
  vi.resetModules();
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  await import('./entry-boot.js');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('entry-boot: deferred hydration', () => {
  beforeEach(() => {
    hydrate.mockClear();
    document.body.innerHTML = '<button id="contact">Contact</button><a id="link" href="#about"><span>About</span></a>';
  });
  afterEach(async () => {
    // Each test boots its own copy of the module: let its hydration finish so its listeners go.
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalled());
    finishHydration();
    await flush();
    vi.unstubAllGlobals();
  });

  it('loads nothing before load; hydrates when the browser is idle after it', async () => {
    const idle = vi.fn((run: () => void) => run());
    vi.stubGlobal('requestIdleCallback', idle);
    await boot();
    await flush();
    expect(hydrate).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: expect.any(Number) as number });
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });

  it('a click on a button before hydration is held, starts hydration, and is replayed after it', async () => {
    vi.stubGlobal('requestIdleCallback', vi.fn());
    await boot();
    const button = document.getElementById('contact') as HTMLButtonElement;
    const seen: boolean[] = [];
    button.addEventListener('click', (e) => seen.push(e.defaultPrevented));
    button.click();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(seen).toEqual([]); // held: the page's own handlers have not seen it yet
    finishHydration();
    await flush();
    expect(seen).toEqual([false]); // replayed once, as a normal click
    button.click();
    expect(seen).toHaveLength(2); // later clicks pass straight through
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('links are not held: they work as plain HTML; the first pointer or key starts hydration', async () => {
    vi.stubGlobal('requestIdleCallback', vi.fn());
    await boot();
    const link = document.querySelector('#link span') as HTMLElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });
});

describe('entry-boot: a page served as islands', () => {
  it('loads the islands runtime instead of the hydration code, and replays a held click after it', async () => {
    hydrate.mockClear();
    vi.stubGlobal('requestIdleCallback', vi.fn());
    document.body.innerHTML =
      '<div id="root"><button id="menu">Menu</button></div><script type="application/json" id="vitrina-islands">{}</script>';
    const seen: string[] = [];
    startIslands.mockImplementation(() => seen.push('islands'));
    await boot();
    const button = document.getElementById('menu') as HTMLButtonElement;
    button.addEventListener('click', () => seen.push('click'));
    button.click();
    await vi.waitFor(() => expect(seen).toEqual(['islands', 'click']));
    expect(hydrate).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
