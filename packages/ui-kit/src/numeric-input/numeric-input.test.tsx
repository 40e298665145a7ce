import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NumericInput } from '../index.js';
import { renderWithI18n } from '../testing/render.js';

describe('NumericInput', () => {
  it.each([
    { typed: '12.50', value: '12.50' },
    { typed: '1a2b3', value: '123' },
    { typed: '-5e3', value: '53' },
    { typed: '1,000', value: '1000' },
  ])('§5 Numeric-only keypress: typing "$typed" leaves "$value"', async ({ typed, value }) => {
    const user = userEvent.setup();
    renderWithI18n(<NumericInput aria-label="Price" />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    await user.type(input, typed);
    expect(input).toHaveValue(value);
  });

  it.each([
    { pasted: '2024', value: '2024' },
    { pasted: '20 24', value: '' },
    { pasted: '$5', value: '' },
  ])('§5 Paste is blocked if it contains a non-digit: "$pasted" → "$value"', async ({ pasted, value }) => {
    const user = userEvent.setup();
    renderWithI18n(<NumericInput aria-label="Quantity" />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(value);
  });

  it.each([
    { typed: '1,250.00', value: '1,250.00' },
    { typed: '1.250,00', value: '1.250,00' },
    { typed: '$1 250', value: '1250' },
  ])('a money input takes the comma too (issue 26): typing "$typed" leaves "$value"', async ({ typed, value }) => {
    const user = userEvent.setup();
    renderWithI18n(<NumericInput aria-label="Price" money />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    await user.type(input, typed);
    expect(input).toHaveValue(value);
    await user.clear(input);
    await user.paste(typed);
    expect(input).toHaveValue(/^[\d.,]*$/.test(typed) ? typed : '');
  });

  it('editing keys and shortcuts still work', async () => {
    const user = userEvent.setup();
    renderWithI18n(<NumericInput aria-label="Qty" defaultValue="123" />);
    const input = screen.getByRole('textbox', { name: 'Qty' });
    await user.type(input, '{Backspace}{ArrowLeft}9');
    expect(input).toHaveValue('192');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });
});
