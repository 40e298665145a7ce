import { isAllowedNumericKey, isAllowedNumericPaste } from '@vitrina/validation';
import type { ClipboardEvent, InputHTMLAttributes, KeyboardEvent, Ref } from 'react';

export interface NumericInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * Text input that accepts digits and the dot only (spec §5 "Numeric-only keypress"): other printable keys
 * are swallowed and a paste containing a non-digit is blocked. Editing keys and shortcuts still work.
 */
export function NumericInput({ onKeyDown, onPaste, className, ...rest }: NumericInputProps) {
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Only single printable characters are filtered; Backspace, arrows, Tab and Ctrl/Cmd shortcuts pass.
    const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (printable && !isAllowedNumericKey(event.key)) {
      event.preventDefault();
      return;
    }
    onKeyDown?.(event);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    if (!isAllowedNumericPaste(event.clipboardData.getData('text'))) {
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
