import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../index.js';
import { renderWithI18n } from '../testing/render.js';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithI18n(
      <form onSubmit={onSubmit}>
        <Button>Add</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('calls onClick when not loading', () => {
    const onClick = vi.fn();
    renderWithI18n(<Button onClick={onClick}>Save</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: aria-busy, a spinner, no clicks and no submit, and it keeps its name and focus', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    renderWithI18n(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('.vk-button__spinner')).not.toBeNull();
    expect(button).toHaveFocus();
  });
});
