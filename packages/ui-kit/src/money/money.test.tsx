import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from '../index.js';
import { renderWithI18n } from '../testing/render.js';

describe('Money', () => {
  it.each([
    { cents: 123456750, symbol: undefined, text: '$1,234,567.50' },
    { cents: 0, symbol: '€', text: '€0.00' },
    { cents: undefined, symbol: undefined, text: '$0.00' },
    { cents: null, symbol: undefined, text: '$0.00' },
    { cents: 1990, symbol: '£', text: '£19.90' },
    { cents: -1200, symbol: undefined, text: '-$12.00' },
  ])('§5 Money display: $cents cents with $symbol → "$text"', ({ cents, symbol, text }) => {
    renderWithI18n(<Money cents={cents} symbol={symbol} />);
    expect(screen.getByText(text)).toHaveClass('vk-money');
  });
});
