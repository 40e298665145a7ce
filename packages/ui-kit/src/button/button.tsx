import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and ignores clicks while keeping focus on the button. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', loading = false, type = 'button', className, onClick, children, ...rest }: ButtonProps) {
  const classes = ['vk-button', `vk-button--${variant}`, loading && 'vk-button--loading', className].filter(Boolean).join(' ');

  // aria-disabled rather than `disabled`: a disabled button drops focus to <body> mid-submit.
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading && <span className="vk-button__spinner" aria-hidden="true" />}
      <span className="vk-button__label">{children}</span>
    </button>
  );
}
