import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from '../index.js';
import { renderWithI18n } from '../testing/render.js';

describe('Money', () => {
  it.each([
    { amount: 1234567.5, symbol: undefined, text: '$1,234,567.50' },
    { amount: 0, symbol: '€', text: '€0.00' },
    { amount: undefined, symbol: undefined, text: '$0.00' },
    { amount: '19.9', symbol: '£', text: '£19.90' },
  ])('§5 Money display: $amount with $symbol → "$text"', ({ amount, symbol, text }) => {
    renderWithI18n(<Money amount={amount} symbol={symbol} />);
    expect(screen.getByText(text)).toHaveClass('vk-money');
  });
});
