import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from '../index.js';
import { renderWithI18n } from '../testing/render.js';

describe('ProgressBar', () => {
  it.each([
    { value: 0, max: 100, now: '0', text: '0%' },
    { value: 42, max: 100, now: '42', text: '42%' },
    { value: 100, max: 100, now: '100', text: '100%' },
    { value: 3, max: 4, now: '3', text: '75%' },
    { value: 150, max: 100, now: '100', text: '100%' },
    { value: -5, max: 100, now: '0', text: '0%' },
  ])('value $value of $max → aria-valuenow $now, "$text"', ({ value, max, now, text }) => {
    renderWithI18n(<ProgressBar value={value} max={max} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', now);
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', String(max));
    expect(bar).toHaveAttribute('aria-valuetext', text);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('takes a custom label as its accessible name, and in Spanish the default one', () => {
    renderWithI18n(<ProgressBar value={10} label="logo.png" />);
    expect(screen.getByRole('progressbar', { name: 'logo.png' })).toBeInTheDocument();
  });

  it('translates the default label', () => {
    renderWithI18n(<ProgressBar value={10} />, { lng: 'es' });
    expect(screen.getByRole('progressbar', { name: 'Progreso de la carga' })).toBeInTheDocument();
  });

  it('without a value it is indeterminate: no aria-valuenow', () => {
    renderWithI18n(<ProgressBar />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });
});
