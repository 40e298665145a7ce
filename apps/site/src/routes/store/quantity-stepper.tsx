// A quantity between 1 and `max` (issue 13: "quantity never above what is available"): − and + buttons
// around a number field; typed values are clamped on every change.
import { useTranslation } from 'react-i18next';

export interface QuantityStepperProps {
  id: string;
  value: number;
  /** Units available; the field never goes above it (nor below 1). */
  max: number;
  /** Accessible name of the field, e.g. "Quantity of House hot sauce". */
  label: string;
  /** Show `label` as a visible label (product page) or only to screen readers (cart lines). */
  visibleLabel?: boolean;
  disabled?: boolean;
  /** Names of the − and + buttons when a page has several steppers ("Increase quantity of …"). */
  buttonLabels?: { decrease: string; increase: string };
  onChange: (quantity: number) => void;
}

export const clampTo = (value: number, max: number) => Math.max(1, Math.min(Math.floor(value) || 1, Math.max(max, 1)));

export function QuantityStepper({
  id,
  value,
  max,
  label,
  visibleLabel = false,
  disabled = false,
  buttonLabels,
  onChange,
}: QuantityStepperProps) {
  const { t } = useTranslation(['commerce']);
  const set = (next: number) => {
    const clamped = clampTo(next, max);
    if (clamped !== value) onChange(clamped);
  };
  return (
    <div className="site-stepper">
      <label htmlFor={id} className={visibleLabel ? 'site-stepper__label' : 'vk-visually-hidden'}>
        {label}
      </label>
      <div className="site-stepper__controls">
        <button
          type="button"
          className="site-stepper__button"
          aria-label={buttonLabels?.decrease ?? t('commerce:cart.decrease')}
          aria-controls={id}
          disabled={disabled || value <= 1}
          onClick={() => set(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="site-stepper__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(max, 1)}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button
          type="button"
          className="site-stepper__button"
          aria-label={buttonLabels?.increase ?? t('commerce:cart.increase')}
          aria-controls={id}
          disabled={disabled || value >= max}
          onClick={() => set(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
