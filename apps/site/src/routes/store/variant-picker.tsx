// The product page's choices (issue 13; spec §3 variant types: color 1, size 2, custom): one radio group
// per type, named, with the colour's swatch beside its name. A product line holds one variant, so one
// choice is made among all of them; a variant with no stock can be looked at but not bought.
import { CHOSEN_VARIANT_TYPES } from '@vitrina/core-model';
import type { Variant } from '@vitrina/core-model';
import { useTranslation } from 'react-i18next';

const TYPE_ORDER: readonly Variant['type'][] = CHOSEN_VARIANT_TYPES;
const LEGEND = {
  color: 'commerce:product.color',
  size: 'commerce:product.size',
  wurkzen_custom_variant: 'commerce:product.option',
} as const;

export interface VariantPickerProps {
  variants: readonly Variant[];
  chosenId: number | null;
  onChoose: (variant: Variant) => void;
}

export function VariantPicker({ variants, chosenId, onChoose }: VariantPickerProps) {
  const { t } = useTranslation(['commerce']);
  return (
    <>
      {TYPE_ORDER.map((type) => {
        const group = variants.filter((v) => v.type === type);
        if (group.length === 0 || type === 'default') return null;
        return (
          <fieldset key={type} className={`site-variants site-variants--${type}`}>
            <legend className="site-variants__legend">{t(LEGEND[type])}</legend>
            <div className="site-variants__options">
              {group.map((variant) => (
                <label key={variant.id} className="site-variants__option" data-sold-out={variant.availableQuantity <= 0 || undefined}>
                  <input
                    type="radio"
                    name="product-variant"
                    value={variant.id}
                    checked={variant.id === chosenId}
                    onChange={() => onChoose(variant)}
                  />
                  {type === 'color' && variant.swatch && (
                    <span className="site-variants__swatch" style={{ backgroundColor: variant.swatch }} aria-hidden="true" />
                  )}
                  <span className="site-variants__name">{variant.name}</span>
                  {variant.availableQuantity <= 0 && <span className="site-variants__note">({t('commerce:product.soldOut')})</span>}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
