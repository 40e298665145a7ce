// The service section (spec §2 "Editor popups: service"): title, subtitle, the booking button label
// (`book`), the services (spec §3 serviceinfo) and the site-wide layout, list or carousel
// (main_site_variables.service_section_style, spec §9 default carousel).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { string } from 'yup';
import { TextField } from '@vitrina/ui-kit';
import { servicePopupSchema } from '@vitrina/validation';
import { SectionTextFields } from '../shared/section-fields.js';
import { PopupForm } from '../shared/popup-form.js';
import { ServiceStyleField } from '../shared/service-style-field.js';
import { useSectionPopup } from '../shared/use-section-popup.js';
import type { PopupProps } from '../popup-contract.js';
import { ServiceList } from './service-list.js';
import { serviceFormValues, toServiceInfo } from './service-values.js';
import type { ServiceFormValues } from './service-values.js';

const schema = servicePopupSchema.shape({ style: string().oneOf(['list', 'carousel']).default('carousel') });

export function ServicePopup({ sectionIndex, onClose }: PopupProps) {
  const { t } = useTranslation(['editor']);
  const { section, site, apply } = useSectionPopup(sectionIndex);
  const style = site?.main_site_variables.service_section_style ?? 'carousel';
  const initialValues = useMemo(() => (section ? serviceFormValues(section, style) : null), [section, style]);
  const locations = site?.sections.find((s) => s.section_name === 'location')?.locationinfo ?? [];
  if (!section || !initialValues) return null;

  return (
    <PopupForm<ServiceFormValues>
      title={t('editor:popups.service.title')}
      schema={schema}
      initialValues={initialValues}
      size="large"
      onApply={(values) =>
        apply(
          { title: values.title, title_subtext: values.subtitle, book: values.book, serviceinfo: values.services.map(toServiceInfo) },
          { service_section_style: values.style },
        )
      }
      onClose={onClose}
    >
      {() => (
        <>
          <SectionTextFields />
          <TextField name="book" label={t('editor:popups.service.bookLabel')} />
          <ServiceStyleField name="style" />
          <ServiceList locations={locations} />
        </>
      )}
    </PopupForm>
  );
}
