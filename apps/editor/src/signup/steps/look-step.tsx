// Step 3: the brand colour and the home page's texts, prefilled per industry and language
// (industry-defaults.ts) and the person's own once edited.
import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@vitrina/ui-kit';
import { SIGNUP_ABOUT_MAX_LENGTH, SIGNUP_HERO_MAX_LENGTH, SIGNUP_TAGLINE_MAX_LENGTH } from '@vitrina/validation';

const HEX6 = /^#[0-9a-f]{6}$/i;

/** The colour picker and its hex code edit one value; the picker needs six digits, so `#abc` shows as `#aabbcc`. */
function BrandColor() {
  const { t } = useTranslation(['signup']);
  const pickerId = useId();
  const [field, , helpers] = useField<string>('primary_brand_color');
  const value = field.value ?? '';
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  const pickerValue = HEX6.test(value) ? value : short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : '#000000';
  return (
    <div className="vs-color">
      <div className="vk-field vs-color__picker">
        <label htmlFor={pickerId} className="vk-field__label">
          {t('signup:fields.brandColor')}
        </label>
        <input
          id={pickerId}
          type="color"
          className="vs-color__swatch"
          value={pickerValue.toLowerCase()}
          onChange={(event) => void helpers.setValue(event.target.value)}
        />
      </div>
      <TextField
        name="primary_brand_color"
        label={t('signup:fields.brandColorHex')}
        hint={t('signup:fields.brandColorHint')}
        required
        spellCheck={false}
        maxLength={7}
      />
    </div>
  );
}

export function LookStep() {
  const { t } = useTranslation(['signup']);
  return (
    <div className="vs-step">
      <BrandColor />
      <TextField name="tagline_text" label={t('signup:fields.tagline')} maxLength={SIGNUP_TAGLINE_MAX_LENGTH} />
      <TextField name="hero_subtext" label={t('signup:fields.hero')} multiline rows={3} maxLength={SIGNUP_HERO_MAX_LENGTH} />
      <TextField name="about_us_text" label={t('signup:fields.about')} multiline rows={5} maxLength={SIGNUP_ABOUT_MAX_LENGTH} />
    </div>
  );
}
