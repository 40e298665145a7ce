// Wakes a server-rendered island the first time a visitor reaches for it (docs/decisions.md "Islands on the
// home page"): a pointer, key or focus inside its mark starts loading its code; a click on a button there
// before the island is awake is held and replayed once it is, as src/entry-boot.ts does for the page.

const REACHES = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** `wake` loads and hydrates the island; it runs once, on the first reach or held click. */
export function wakeOnUse(mark: HTMLElement, wake: () => Promise<void>): void {
  let waking: Promise<void> | null = null;
  let held: HTMLElement | null = null;
  const start = (): Promise<void> => {
    if (!waking) {
      for (const type of REACHES) mark.removeEventListener(type, start, true);
      waking = wake()
        .catch(() => {})
        .finally(() => {
          mark.removeEventListener('click', hold, true);
          const target = held;
          held = null;
          if (target?.isConnected) target.click();
        });
    }
    return waking;
  };
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    if (!target || !mark.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    void start();
  };
  mark.addEventListener('click', hold, true);
  for (const type of REACHES) mark.addEventListener(type, start, { capture: true, passive: true });
}
