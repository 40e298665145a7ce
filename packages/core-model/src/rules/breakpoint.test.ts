import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isMobileView } from './breakpoint.js';

describe('isMobileView', () => {
  it.each([
    ['§9 Breakpoints: xs below 576', 575, true],
    ['§9 Breakpoints: sm from 576', 576, true],
    ['§9 Breakpoints: 767 is still mobile view', 767, true],
    ['§9 Breakpoints: md from 768, not mobile', 768, false],
    ['§9 Breakpoints: lg from 992', 992, false],
    ['§9 Breakpoints: xl from 1200', 1200, false],
    ['§9 Breakpoints: 0 is xs', 0, true],
  ] as const)('%s', (_name, width, mobile) => {
    expect(isMobileView(width)).toBe(mobile);
  });

  it('§9 mobile view is exactly below md (768)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (w) => {
        expect(isMobileView(w)).toBe(w < 768);
      }),
    );
  });
});
