import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from '../index.js';
import type { ToastOptions } from '../index.js';
import { renderWithI18n } from '../testing/render.js';
import type { Lng } from '../testing/render.js';

function Trigger({ toasts }: { toasts: ToastOptions[] }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toasts.forEach((options) => toast.show(options))}>
      show
    </button>
  );
}

function showToasts(toasts: ToastOptions[], lng: Lng = 'en') {
  const view = renderWithI18n(
    <ToastProvider>
      <Trigger toasts={toasts} />
    </ToastProvider>,
    { lng },
  );
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
  return view;
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('with a container, the region is rendered there (a provider around hydrated markup adds none to it)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const view = renderWithI18n(
      <ToastProvider container={container}>
        <Trigger toasts={[{ variant: 'success', message: 'Added to cart' }]} />
      </ToastProvider>,
    );
    expect(view.container.querySelector('.vk-toast-region')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(within(container).getByText('Added to cart')).toBeInTheDocument();
    container.remove();
  });

  it('§9 Toast auto-hide: 5000 ms — still shown at 4999 ms, gone at 5000 ms', () => {
    showToasts([{ variant: 'success', message: 'Saved' }]);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'success', 'Success'],
    ['en', 'error', 'Error'],
    ['en', 'warning', 'Warning'],
    ['es', 'success', 'Éxito'],
    ['es', 'error', 'Error'],
    ['es', 'warning', 'Advertencia'],
  ] as const)('§8 Toasts have titles Success, Error, Warning: %s %s → "%s"', (lng, variant, title) => {
    showToasts([{ variant, message: 'Body' }], lng);
    const toast = screen.getByText('Body').closest('.vk-toast') as HTMLElement;
    expect(within(toast).getByText(title)).toHaveClass('vk-toast__title');
  });

  it.each([
    ['success', 'status'],
    ['warning', 'status'],
    ['error', 'alert'],
  ] as const)('a %s toast is announced through role=%s', (variant, role) => {
    showToasts([{ variant, message: 'Announced' }]);
    const toast = screen.getByRole(role);
    expect(toast).toHaveTextContent('Announced');
    if (role === 'status') expect(toast).toHaveAttribute('aria-live', 'polite');
  });

  it('the dismiss button removes only its toast', () => {
    showToasts([
      { variant: 'success', message: 'First' },
      { variant: 'warning', message: 'Second' },
    ]);
    const first = screen.getByText('First').closest('.vk-toast') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('stacks toasts in the order they were shown and hides each one on its own timer', () => {
    showToasts([
      { variant: 'success', message: 'One' },
      { variant: 'error', message: 'Two' },
      { variant: 'warning', message: 'Three', autoHideMs: null },
    ]);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect([...region.querySelectorAll('.vk-toast__message')].map((node) => node.textContent)).toEqual(['One', 'Two', 'Three']);
    act(() => vi.advanceTimersByTime(60_000));
    expect(region.querySelectorAll('.vk-toast')).toHaveLength(1);
    expect(screen.getByText('Three')).toBeInTheDocument();
  });

  it('the same message shown again while visible replaces it (one toast, its timer started again), never stacks a copy', () => {
    showToasts([{ variant: 'success', message: 'Link copied.' }]);
    act(() => vi.advanceTimersByTime(4_000));
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getAllByText('Link copied.')).toHaveLength(1);
    // Shown again at 4 s: still there at 8 s, gone 5 s after the second time.
    act(() => vi.advanceTimersByTime(4_000));
    expect(within(region).getByText('Link copied.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(within(region).queryByText('Link copied.')).not.toBeInTheDocument();
  });

  it('useToast outside a ToastProvider fails loudly', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithI18n(<Trigger toasts={[]} />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
