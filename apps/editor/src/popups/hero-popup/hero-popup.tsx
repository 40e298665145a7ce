// The hero popup (spec §2 "Editor popups", §3 section "hero"): the page's title (its one h1), the
// subtitle, the booking button's label, the background colour and background image.
import { useTranslation } from 'react-i18next';
import { TextField } from '@vitrina/ui-kit';
import { heroPopupSchema } from '@vitrina/validation';
import type { PopupProps } from '../popup-contract.js';
import { ColorField } from '../shared/color-field.js';
import { ImageUrlField } from '../shared/image-url-field.js';
import { SectionPopupForm } from '../shared/section-popup-form.js';

const HERO = {
  section: 'hero',
  fields: { title: 'title', subtitle: 'title_subtext', book: 'book', bgColor: 'bg_color', bgImageUrl: 'bg_img_url' },
  schema: heroPopupSchema,
} as const;

export function HeroPopup(props: PopupProps) {
  const { t } = useTranslation(['editor']);
  return (
    <SectionPopupForm popup={HERO} {...props}>
      <TextField name="title" label={t('editor:fields.title')} />
      <TextField name="subtitle" label={t('editor:fields.subtitle')} multiline rows={3} />
      <TextField name="book" label={t('editor:fields.buttonLabel')} />
      <ColorField name="bgColor" label={t('editor:fields.backgroundColor')} />
      <ImageUrlField name="bgImageUrl" kind="asset_image" label={t('editor:fields.backgroundImage')} />
    </SectionPopupForm>
  );
}
