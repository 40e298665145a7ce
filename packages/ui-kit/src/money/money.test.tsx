import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from '../index.js';
import { renderWithI18n } from '../testing/render.js';

describe('Money: the amount in its ISO currency, formatted for the page language', () => {
  it.each([
    { lng: 'en', cents: 123456750, currency: 'USD', text: '$1,234,567.50' },
    { lng: 'en', cents: 0, currency: 'EUR', text: '€0.00' },
    { lng: 'en', cents: undefined, currency: undefined, text: '$0.00' },
    { lng: 'en', cents: null, currency: 'USD', text: '$0.00' },
    { lng: 'en', cents: 1990, currency: 'GBP', text: '£19.90' },
    { lng: 'en', cents: -1200, currency: 'USD', text: '-$12.00' },
    { lng: 'es', cents: 123450, currency: 'EUR', text: '1.234,50 €' },
    { lng: 'es', cents: 123450, currency: 'USD', text: '1.234,50 US$' },
    { lng: 'en', cents: 500, currency: '€', text: '$5.00' },
  ] as const)('$lng: $cents cents in $currency → "$text"', ({ lng, cents, currency, text }) => {
    // Intl writes a no-break space before a Spanish symbol; testing-library reads it as a space.
    renderWithI18n(<Money cents={cents} currency={currency} />, { lng });
    expect(screen.getByText(text)).toHaveClass('vk-money');
  });
});
