// Issue 26: the Spanish calendar's header read "Noviembre De 2026" (a CSS capitalize over Intl's month and
// year). The header is Intl's month-year text as the language writes it, and no style recases it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateGrid } from './date-grid.js';

const grid = (locale: 'en' | 'es') =>
  render(
    <DateGrid
      min="2026-11-02"
      max="2026-12-20"
      available={null}
      selected={null}
      month="2026-11"
      onMonthChange={() => undefined}
      onSelect={() => undefined}
      locale={locale}
      labelledBy="label"
    />,
  );

describe('the booking calendar header (issue 26)', () => {
  it.each([
    ['en', 'November 2026'],
    ['es', 'noviembre de 2026'],
  ] as const)('%s: "%s"', (locale, title) => {
    grid(locale);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('no stylesheet rule recases the month header', () => {
    const css = readFileSync(resolve(process.cwd(), 'src/features/booking/booking-kit.css'), 'utf8');
    const rule = /\.site-booking__month h3\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).not.toBe('');
    expect(rule).not.toMatch(/text-transform/);
  });
});
