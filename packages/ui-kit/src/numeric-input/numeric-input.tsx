import { isAllowedMoneyKey, isAllowedMoneyPaste, isAllowedNumericKey, isAllowedNumericPaste } from '@vitrina/validation';
import type { ClipboardEvent, InputHTMLAttributes, KeyboardEvent, Ref } from 'react';

export interface NumericInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** A price: the comma is allowed too, so it is written as the owner's language writes it (issue 26). */
  money?: boolean;
}

/**
 * Text input that accepts digits and the dot only (spec §5 "Numeric-only keypress"): other printable keys
 * are swallowed and a paste containing a non-digit is blocked. Editing keys and shortcuts still work. A
 * `money` input also takes the comma (and pastes of digits, dots and commas): a price in the owner's writing.
 */
export function NumericInput({ onKeyDown, onPaste, className, money = false, ...rest }: NumericInputProps) {
  const allowedKey = money ? isAllowedMoneyKey : isAllowedNumericKey;
  const allowedPaste = money ? isAllowedMoneyPaste : isAllowedNumericPaste;
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Only single printable characters are filtered; Backspace, arrows, Tab and Ctrl/Cmd shortcuts pass.
    const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (printable && !allowedKey(event.key)) {
      event.preventDefault();
      return;
    }
    onKeyDown?.(event);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    if (!allowedPaste(event.clipboardData.getData('text'))) {
      event.preventDefault();
      return;
    }
    onPaste?.(event);
  }

  return (
    <input
      {...rest}
      type="text"
      inputMode="decimal"
      className={className ? `vk-input ${className}` : 'vk-input'}
      onKeyDown={handleKeyDown}
      onPaste={handlePaste}
    />
  );
}
