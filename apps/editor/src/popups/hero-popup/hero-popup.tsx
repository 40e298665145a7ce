// The hero popup (spec §2 "Editor popups", §3 section "hero"): the page's title (its one h1), the
// subtitle, the booking button's label, the background colour and background image.
import { useTranslation } from 'react-i18next';
import { TextField } from '@vitrina/ui-kit';
import { heroPopupSchema } from '@vitrina/validation';
import type { HeroPopupValues } from '@vitrina/validation';
import type { PopupProps } from '../popup-contract.js';
import { ColorField } from '../shared/color-field.js';
import { ImageUrlField } from '../shared/image-url-field.js';
import { PopupForm } from '../shared/popup-form.js';
import { useSectionPopup } from '../shared/use-section-popup.js';

type Values = Pick<HeroPopupValues, 'title' | 'subtitle' | 'book' | 'bgColor' | 'bgImageUrl'>;

export function HeroPopup({ sectionIndex, onClose }: PopupProps) {
  const { t } = useTranslation(['editor']);
  const { section, apply } = useSectionPopup(sectionIndex, 'hero');
  if (!section) return null;

  const initialValues: Values = {
    title: section.title,
    subtitle: section.title_subtext,
    book: section.book,
    bgColor: section.bg_color,
    bgImageUrl: section.bg_img_url,
  };

  const onApply = (values: Values) =>
    apply({
      title: values.title,
      title_subtext: values.subtitle,
      book: values.book,
      bg_color: values.bgColor,
      bg_img_url: values.bgImageUrl,
    });

  return (
    <PopupForm
      title={t('editor:popups.hero.title')}
      initialValues={initialValues}
      schema={heroPopupSchema}
      onApply={onApply}
      onClose={onClose}
    >
      <TextField name="title" label={t('editor:fields.title')} />
      <TextField name="subtitle" label={t('editor:fields.subtitle')} multiline rows={3} />
      <TextField name="book" label={t('editor:fields.buttonLabel')} />
      <ColorField name="bgColor" label={t('editor:fields.backgroundColor')} />
      <ImageUrlField name="bgImageUrl" kind="asset_image" label={t('editor:fields.backgroundImage')} />
    </PopupForm>
  );
}
