import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from '../index.js';
import { renderWithI18n } from '../testing/render.js';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name while styling it out of view', () => {
    renderWithI18n(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove item</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove item' })).toBeInTheDocument();
    expect(screen.getByText('Remove item')).toHaveClass('vk-visually-hidden');
  });
});
