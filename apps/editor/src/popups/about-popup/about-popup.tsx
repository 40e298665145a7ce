// The about popup (spec §2 "Editor popups": about; §3 section "about"): title, lead (header_text), body
// and the section's colours. The about image has its own popup (about-image), one click away.
import { useTranslation } from 'react-i18next';
import { TextField } from '@vitrina/ui-kit';
import { aboutPopupSchema } from '@vitrina/validation';
import { ColorField } from '../shared/color-field.js';
import { PopupLinks } from '../shared/popup-links.js';
import { SECTION_TEXTS } from '../shared/field-map.js';
import { SectionPopupForm } from '../shared/section-popup-form.js';
import type { PopupProps } from '../popup-contract.js';

const ABOUT = { section: 'about', fields: SECTION_TEXTS, schema: aboutPopupSchema } as const;

export function AboutPopup(props: PopupProps) {
  const { t } = useTranslation(['editor']);
  return (
    <SectionPopupForm popup={ABOUT} {...props}>
      {({ index }) => (
        <>
          <TextField name="title" label={t('editor:fields.title')} />
          <TextField name="headerText" label={t('editor:fields.headerText')} multiline rows={2} />
          <TextField name="body" label={t('editor:fields.body')} multiline rows={6} />
          <ColorField name="bgColor" label={t('editor:fields.backgroundColor')} />
          <ColorField name="innerBgColor" label={t('editor:fields.innerBackgroundColor')} />
          <PopupLinks links={[{ key: 'aboutImage', label: t('editor:popups.about.editImage'), sectionIndex: index }]} />
        </>
      )}
    </SectionPopupForm>
  );
}
