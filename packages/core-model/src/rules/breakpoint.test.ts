import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { breakpointOf, isMobileView } from './breakpoint.js';

describe('breakpointOf / isMobileView', () => {
  it.each([
    ['§9 Breakpoints: xs below 576', 575, 'xs', true],
    ['§9 Breakpoints: sm from 576', 576, 'sm', true],
    ['§9 Breakpoints: 767 is still mobile view', 767, 'sm', true],
    ['§9 Breakpoints: md from 768, not mobile', 768, 'md', false],
    ['§9 Breakpoints: lg from 992', 992, 'lg', false],
    ['§9 Breakpoints: xl from 1200', 1200, 'xl', false],
    ['§9 Breakpoints: 0 is xs', 0, 'xs', true],
  ] as const)('%s', (_name, width, bp, mobile) => {
    expect(breakpointOf(width)).toBe(bp);
    expect(isMobileView(width)).toBe(mobile);
  });

  it('§9 mobile view is exactly xs and sm', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (w) => {
        expect(isMobileView(w)).toBe(['xs', 'sm'].includes(breakpointOf(w)));
      }),
    );
  });
});
