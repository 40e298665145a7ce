// The store sections (spec §2 "Editor popups: store, store container"; §4 "Store section"): title,
// subtitle, background colours, the store link (main_site_variables.ecommerce_url: a page of the site such
// as /store, or an http(s) address) and whether the home page shows the store (homepage_store_enabled).
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '@vitrina/ui-kit';
import { storePopupSchema } from '@vitrina/validation';
import { ColorField } from '../shared/color-field.js';
import { SectionTextFields } from '../shared/section-fields.js';
import { PopupForm } from '../shared/popup-form.js';
import { useSectionPopup } from '../shared/use-section-popup.js';
import type { PopupProps } from '../popup-contract.js';

const schema = storePopupSchema.omit(['body']);

export interface StoreValues {
  title: string;
  subtitle: string;
  bgColor: string;
  innerBgColor: string;
  link: string;
  homepageStore: boolean;
}

export interface StoreSectionPopupProps extends PopupProps {
  title: string;
}

/** The form both store sections share; each popup gives its own title. */
export function StoreSectionPopup({ sectionIndex, onClose, title }: StoreSectionPopupProps) {
  const { t } = useTranslation(['editor']);
  const { section, site, apply } = useSectionPopup(sectionIndex);
  if (!section || !site) return null;
  const variables = site.main_site_variables;

  return (
    <PopupForm<StoreValues>
      title={title}
      schema={schema}
      initialValues={{
        title: section.title,
        subtitle: section.title_subtext,
        bgColor: section.bg_color,
        innerBgColor: section.inner_bg_color,
        link: variables.ecommerce_url ?? '',
        homepageStore: variables.homepage_store_enabled,
      }}
      onApply={(values) =>
        apply(
          {
            title: values.title,
            title_subtext: values.subtitle,
            bg_color: values.bgColor.toLowerCase(),
            inner_bg_color: values.innerBgColor.toLowerCase(),
          },
          { ecommerce_url: values.link || null, homepage_store_enabled: values.homepageStore },
        )
      }
      onClose={onClose}
    >
      {() => (
        <>
          <SectionTextFields />
          <ColorField name="bgColor" label={t('editor:fields.backgroundColor')} />
          <ColorField name="innerBgColor" label={t('editor:fields.innerBackgroundColor')} />
          <TextField
            name="link"
            label={t('editor:popups.store.link')}
            hint={t('editor:popups.store.linkHint')}
            placeholder="/store"
            autoComplete="off"
            spellCheck={false}
          />
          <CheckboxField name="homepageStore" label={t('editor:popups.siteConfig.homepageStore')} />
        </>
      )}
    </PopupForm>
  );
}

export function StorePopup(props: PopupProps) {
  const { t } = useTranslation(['editor']);
  return <StoreSectionPopup {...props} title={t('editor:popups.store.title')} />;
}
