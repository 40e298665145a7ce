import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProgressBarProps {
  /** Progress between 0 and `max`; omit while the total is unknown (indeterminate). */
  value?: number;
  max?: number;
  /** Visible label and accessible name; defaults to the translated "Upload progress". */
  label?: ReactNode;
  className?: string;
}

function clamp(value: number, max: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(Math.max(value, 0), max);
}

/** Upload progress: a labelled `progressbar` with its value in aria-valuenow and as visible text. */
export function ProgressBar({ value, max = 100, label, className }: ProgressBarProps) {
  const { t } = useTranslation(['ui']);
  const labelId = useId();
  const safeMax = max > 0 ? max : 100;
  const now = value === undefined ? undefined : clamp(value, safeMax);
  const percent = now === undefined ? undefined : Math.round((now / safeMax) * 100);
  const percentText = percent === undefined ? undefined : t('ui:progress.percent', { percent });

  return (
    <div className={['vk-progress', now === undefined && 'vk-progress--indeterminate', className].filter(Boolean).join(' ')}>
      <div className="vk-progress__header">
        <span id={labelId} className="vk-progress__label">
          {label ?? t('ui:progress.label')}
        </span>
        {percentText && (
          <span className="vk-progress__value" aria-hidden="true">
            {percentText}
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={now}
        aria-valuetext={percentText}
        className="vk-progress__track"
      >
        <div className="vk-progress__fill" style={{ width: percent === undefined ? undefined : `${percent}%` }} />
      </div>
    </div>
  );
}
