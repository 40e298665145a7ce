// The about-image popup (spec §2 "Editor popups": about-image; §3 section img_url): the about section's
// photo, uploaded as an `asset_image` (spec §9). The model keeps no description of its own: the site
// describes the photo with the business name, which the popup says.
import { useTranslation } from 'react-i18next';
import { Modal } from '@vitrina/ui-kit';
import { aboutImagePopupSchema } from '@vitrina/validation';
import type { AboutImagePopupValues } from '@vitrina/validation';
import { ImageUrlField } from '../shared/image-url-field.js';
import { PopupForm } from '../shared/popup-form.js';
import { useSectionPopup } from '../shared/use-section-popup.js';
import type { PopupProps } from '../popup-contract.js';

export function AboutImagePopup({ sectionIndex, onClose }: PopupProps) {
  const { t } = useTranslation(['editor']);
  const { section, apply } = useSectionPopup(sectionIndex, 'about');
  const title = t('editor:popups.aboutImage.title');

  if (!section) {
    return (
      <Modal open onClose={onClose} title={title} size="small">
        <p>{t('editor:popups.aboutImage.noSection')}</p>
      </Modal>
    );
  }

  const onApply = (values: AboutImagePopupValues) => apply({ img_url: values.imgUrl });

  return (
    <PopupForm title={title} initialValues={{ imgUrl: section.img_url }} schema={aboutImagePopupSchema} onApply={onApply} onClose={onClose}>
      <ImageUrlField name="imgUrl" kind="asset_image" label={t('editor:fields.image')} />
      <p className="ve-popup-form__note">{t('editor:popups.aboutImage.altNote')}</p>
    </PopupForm>
  );
}
