import { describe, expect, it } from 'vitest';
import { taxRateExample, taxRateInputIn, taxRateTextIn } from './tax-rate-text.js';

describe('the tax rate as the owner reads and types it (issue 26)', () => {
  it('gives an example rate that fits the business country', () => {
    expect(taxRateExample('US')).toBe('8.25');
    expect(taxRateExample('ES')).toBe('21');
    expect(taxRateExample('es')).toBe('21');
    expect(taxRateExample('JP')).toBe('10');
    expect(taxRateExample(null)).toBe('10');
  });

  it('shows a stored rate with the decimal mark of the language', () => {
    expect(taxRateTextIn('8.25', 'es')).toBe('8,25');
    expect(taxRateTextIn('8.25', 'en')).toBe('8.25');
    expect(taxRateTextIn('21', 'es')).toBe('21');
  });

  it("takes the language's decimal mark back to the stored plain decimal", () => {
    expect(taxRateInputIn('8,25', 'es')).toBe('8.25');
    expect(taxRateInputIn(' 8.25 ', 'es')).toBe('8.25');
    expect(taxRateInputIn('21', 'es')).toBe('21');
    // English keeps its comma a grouping mark: refused by the schema rather than read as 8.25.
    expect(taxRateInputIn('8,25', 'en')).toBe('8,25');
    expect(taxRateInputIn('1,5,2', 'es')).toBe('1,5,2');
  });
});
