import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from '../index.js';
import { renderWithI18n } from '../testing/render.js';

function renderCarousel(lng: 'en' | 'es' = 'en', onChange = vi.fn()) {
  const view = renderWithI18n(
    <Carousel label="Our services" onChange={onChange}>
      <p>Haircut</p>
      <p>Shave</p>
      <p>
        Colour <input aria-label="Note" />
      </p>
    </Carousel>,
    { lng },
  );
  return { ...view, onChange, user: userEvent.setup() };
}

/** The accessible name of the one visible slide. */
function visibleSlide(): string | null {
  return screen.getByRole('group').getAttribute('aria-label');
}

describe('Carousel', () => {
  it('is a labelled carousel region showing slide "1 of 3" first, with no autoplay', () => {
    vi.useFakeTimers();
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Our services' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    vi.advanceTimersByTime(60_000);
    expect(visibleSlide()).toBe('1 of 3');
    expect(screen.getByText('Haircut')).toBeVisible();
    vi.useRealTimers();
  });

  it('labels slides "n de m" in Spanish', () => {
    renderCarousel('es');
    expect(visibleSlide()).toBe('1 de 3');
    expect(screen.getByRole('button', { name: 'Diapositiva siguiente' })).toBeInTheDocument();
  });

  it('keyboard: Right and Left move, wrapping at both ends; Home and End jump', async () => {
    const { user, onChange } = renderCarousel();
    screen.getByRole('button', { name: 'Next slide' }).focus();
    const steps: [string, string][] = [
      ['{ArrowRight}', '2 of 3'],
      ['{ArrowRight}', '3 of 3'],
      ['{ArrowRight}', '1 of 3'],
      ['{ArrowLeft}', '3 of 3'],
      ['{Home}', '1 of 3'],
      ['{End}', '3 of 3'],
    ];
    for (const [key, expected] of steps) {
      await user.keyboard(key);
      expect(visibleSlide()).toBe(expected);
    }
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('previous and next buttons move one slide', async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toBe('2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toBe('3 of 3');
  });

  it('arrow keys inside a text field edit the text instead of changing slides', async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, 'ab{ArrowLeft}c');
    expect(note).toHaveValue('acb');
    expect(visibleSlide()).toBe('3 of 3');
  });

  it('a single slide shows no navigation buttons', () => {
    renderWithI18n(
      <Carousel>
        <p>Only</p>
      </Carousel>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Carousel' })).toBeInTheDocument();
  });
});
