import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from '../index.js';
import { renderWithI18n } from '../testing/render.js';

describe('Spinner', () => {
  it.each([
    ['en', 'Loading…'],
    ['es', 'Cargando…'],
  ] as const)('is a status announcing "%s"→"%s" with hidden text only', (lng, text) => {
    renderWithI18n(<Spinner />, { lng });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(text);
    expect(screen.getByText(text)).toHaveClass('vk-visually-hidden');
  });

  it('takes a custom announcement', () => {
    renderWithI18n(<Spinner label="Uploading logo" />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading logo');
  });

  it('§9 Loading spinner colour: green (the stylesheet draws the ring with it)', () => {
    const css = readFileSync(path.join(process.cwd(), 'src/styles.css'), 'utf8');
    expect(css).toMatch(/--vitrina-spinner:\s*green;/);
    expect(css).toMatch(/\.vk-spinner__circle\s*{[^}]*var\(--vitrina-spinner\)/);
  });
});
