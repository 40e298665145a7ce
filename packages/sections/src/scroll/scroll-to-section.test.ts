import { SCROLL_DURATION_MS, SCROLL_OFFSET_PX } from '@vitrina/core-model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeInOut, scrollToSection } from './scroll-to-section.js';

let frames: FrameRequestCallback[] = [];
let scrollTo: ReturnType<typeof vi.fn>;

function placeSection(top: number): HTMLElement {
  const section = document.createElement('section');
  section.id = 'section-about';
  section.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(section);
  return section;
}

function reducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia;
}

/** Runs queued animation frames at the given times (ms). */
function runFrames(...times: number[]) {
  for (const time of times) {
    const queued = frames;
    frames = [];
    for (const frame of queued) frame(time);
  }
}

const lastY = () => scrollTo.mock.calls.at(-1)?.[1] as number;

beforeEach(() => {
  frames = [];
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  reducedMotion(false);
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('scrollToSection (spec §9 "Scroll duration 250 ms, offset -70")', () => {
  it('§9 the constants are 250 ms and −70 px', () => {
    expect([SCROLL_DURATION_MS, SCROLL_OFFSET_PX]).toEqual([250, -70]);
  });

  it('§9 eases to 70 px above the section in 250 ms, not before', () => {
    placeSection(1000);
    expect(scrollToSection('section-about')).toBe(true);
    runFrames(0, 125);
    expect(lastY()).toBeGreaterThan(0);
    expect(lastY()).toBeLessThan(930);
    runFrames(249);
    expect(lastY()).toBeLessThan(930);
    expect(frames).toHaveLength(1);
    runFrames(250);
    expect(lastY()).toBe(930);
    expect(frames).toHaveLength(0);
  });

  it('prefers-reduced-motion: one jump, no animation', () => {
    reducedMotion(true);
    placeSection(500);
    scrollToSection('section-about');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 430);
    expect(frames).toHaveLength(0);
  });

  it('never scrolls above the top of the page', () => {
    reducedMotion(true);
    placeSection(20);
    scrollToSection('section-about');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('moves focus to the section without adding a Tab stop', () => {
    const section = placeSection(300);
    scrollToSection('section-about');
    expect(section).toHaveFocus();
    expect(section).toHaveAttribute('tabindex', '-1');
  });

  it('returns false and does nothing for a section not on this page (the link then navigates Home)', () => {
    expect(scrollToSection('section-location')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('easeInOut starts at 0, ends at 1, never goes back and stays in [0, 1]', () => {
    expect([easeInOut(0), easeInOut(1), easeInOut(-3), easeInOut(7)]).toEqual([0, 1, 0, 1]);
    let previous = 0;
    for (let i = 0; i <= 1000; i += 1) {
      const value = easeInOut(i / 1000);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(1);
      previous = value;
    }
  });
});
