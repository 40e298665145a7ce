// The about popup (spec §2 "Editor popups": about; §3 section "about"): title, lead (header_text), body
// and the section's colours. The about image has its own popup (about-image), one click away.
import { useTranslation } from 'react-i18next';
import { TextField } from '@vitrina/ui-kit';
import { aboutPopupSchema } from '@vitrina/validation';
import type { AboutPopupValues } from '@vitrina/validation';
import { ColorField } from '../shared/color-field.js';
import { PopupForm } from '../shared/popup-form.js';
import { PopupLinks } from '../shared/popup-links.js';
import { useSectionPopup } from '../shared/use-section-popup.js';
import type { PopupProps } from '../popup-contract.js';

type Values = Pick<AboutPopupValues, 'title' | 'headerText' | 'body' | 'bgColor' | 'innerBgColor'>;

export function AboutPopup({ sectionIndex, onClose }: PopupProps) {
  const { t } = useTranslation(['editor']);
  const { section, index, apply } = useSectionPopup(sectionIndex, 'about');
  if (!section) return null;

  const initialValues: Values = {
    title: section.title,
    headerText: section.header_text,
    body: section.body,
    bgColor: section.bg_color,
    innerBgColor: section.inner_bg_color,
  };

  const onApply = (values: Values) =>
    apply({
      title: values.title,
      header_text: values.headerText,
      body: values.body,
      bg_color: values.bgColor,
      inner_bg_color: values.innerBgColor,
    });

  return (
    <PopupForm
      title={t('editor:popups.about.title')}
      initialValues={initialValues}
      schema={aboutPopupSchema}
      onApply={onApply}
      onClose={onClose}
    >
      <TextField name="title" label={t('editor:fields.title')} />
      <TextField name="headerText" label={t('editor:fields.headerText')} multiline rows={2} />
      <TextField name="body" label={t('editor:fields.body')} multiline rows={6} />
      <ColorField name="bgColor" label={t('editor:fields.backgroundColor')} />
      <ColorField name="innerBgColor" label={t('editor:fields.innerBackgroundColor')} />
      <PopupLinks links={[{ key: 'aboutImage', label: t('editor:popups.about.editImage'), sectionIndex: index }]} />
    </PopupForm>
  );
}
