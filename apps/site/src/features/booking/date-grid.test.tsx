// Issue 26: the Spanish calendar's header read "Noviembre De 2026" (a CSS capitalize over Intl's month and
// year). The header is Intl's month-year text as the language writes it, and no style recases it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

// CI (stop 45): the keyboard walk stalled. The visitor focused today before the month's dates arrived; they
// arrived and moved the tab stop to the first open day; ArrowRight then aimed at that very day, which was
// already the tab stop, so nothing re-rendered the focus and it stayed on today.
describe('the date grid keyboard (WAI-ARIA grid)', () => {
  const props = {
    min: '2026-11-02',
    max: '2026-12-20',
    selected: null,
    onMonthChange: () => undefined,
    onSelect: () => undefined,
    locale: 'en' as const,
    labelledBy: 'label',
  };
  const day = (date: string) => document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)!;

  it('an arrow moves the focus onto the tab stop the loaded dates moved to', async () => {
    const user = userEvent.setup();
    const view = render(<DateGrid {...props} available={null} month="2026-11" />);
    expect(day('2026-11-02').tabIndex).toBe(0);
    day('2026-11-02').focus();
    view.rerender(<DateGrid {...props} available={new Set(['2026-11-03', '2026-11-10'])} month="2026-11" />);
    expect(day('2026-11-03').tabIndex).toBe(0);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day('2026-11-03'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day('2026-11-10'));
    expect(day('2026-11-10').tabIndex).toBe(0);
  });

  it('an arrow past the month end shows the next month with the focus on its day', async () => {
    const user = userEvent.setup();
    function Shell() {
      const [month, setMonth] = useState('2026-11');
      return <DateGrid {...props} available={null} month={month} onMonthChange={setMonth} />;
    }
    render(<Shell />);
    day('2026-11-30').focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(document.activeElement).toBe(day('2026-12-01'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(day('2026-11-30'));
  });
});
