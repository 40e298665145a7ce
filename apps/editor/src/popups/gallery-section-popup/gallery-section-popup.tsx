// The home page's gallery section (spec §2 "Editor popups: gallery"): its title and subtitle, and the way
// to the gallery editor at /gallery/admin where the images themselves are managed.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionPopupSchema } from '@vitrina/validation';
import type { PopupProps } from '../popup-contract.js';
import { SectionTextFields } from '../shared/section-fields.js';
import { PopupForm } from '../shared/popup-form.js';
import { useSectionPopup } from '../shared/use-section-popup.js';

const schema = sectionPopupSchema.pick(['title', 'subtitle']);

interface GalleryValues {
  title: string;
  subtitle: string;
}

export function GallerySectionPopup({ sectionIndex, onClose }: PopupProps) {
  const { t } = useTranslation(['editor']);
  const { section, apply } = useSectionPopup(sectionIndex);
  if (!section) return null;

  return (
    <PopupForm<GalleryValues>
      title={t('editor:popups.gallery.title')}
      schema={schema}
      initialValues={{ title: section.title, subtitle: section.title_subtext }}
      onApply={(values) => apply({ title: values.title, title_subtext: values.subtitle })}
      onClose={onClose}
    >
      {() => (
        <>
          <SectionTextFields />
          <p className="ve-popup-form__note">
            {t('editor:popups.gallery.manageHint')}{' '}
            <Link to="/gallery/admin" onClick={onClose}>
              {t('editor:popups.gallery.manage')}
            </Link>
          </p>
        </>
      )}
    </PopupForm>
  );
}
