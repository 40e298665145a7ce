import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../visually-hidden/index.js';

export type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced text; defaults to the translated "Loading…". */
  label?: string;
  className?: string;
}

/** Loading indicator, green as spec §9 asks (colour in styles.css: --vitrina-spinner). */
export function Spinner({ size = 'medium', label, className }: SpinnerProps) {
  const { t } = useTranslation(['ui']);
  const classes = ['vk-spinner', `vk-spinner--${size}`, className].filter(Boolean).join(' ');
  return (
    <span role="status" className={classes}>
      <span className="vk-spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label ?? t('ui:spinner.loading')}</VisuallyHidden>
    </span>
  );
}
