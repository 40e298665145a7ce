// The popup of a section whose form is a declaration (spec §2 "Editor popups"): which section, which of
// its fields under which form names (a FieldMap), the schema, and what it edits beside the section (the
// site's social links, the menu). The frame reads the values, opens PopupForm titled
// `editor:popups.<section>.title`, and on Apply writes the section's changed fields, then the site parts
// if they changed (each flagged unsaved as before).
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section, SiteData } from '@vitrina/core-model';
import type { AnyObjectSchema } from 'yup';
import { updateSiteParts } from '../../store/editor-slice.js';
import type { UnsavedKey } from '../../store/editor-slice.js';
import { useEditorDispatch } from '../../store/hooks.js';
import type { PopupProps } from '../popup-contract.js';
import { changedFields } from './changed-fields.js';
import { fieldsFrom, valuesFrom } from './field-map.js';
import type { FieldMap, MappedValues } from './field-map.js';
import { PopupForm } from './popup-form.js';
import { useSectionPopup } from './use-section-popup.js';

/** What a popup may edit of its section (never which section it is). */
type SectionFields = Omit<Section, 'section_name'>;

type SiteParts = Partial<Pick<SiteData, 'nav' | 'social'>>;

/** Site-wide parts a section popup also edits: their form values, and the parts those values make. */
export interface SitePartsEdit<E extends FormikValues> {
  flag: UnsavedKey;
  valuesOf: (site: SiteData) => E;
  partsOf: (values: E, site: SiteData) => SiteParts;
}

export interface SectionPopupDeclaration<M extends FieldMap<SectionFields>, E extends FormikValues> {
  section: 'about' | 'hero' | 'footer' | 'header';
  fields: M;
  schema: AnyObjectSchema;
  size?: 'medium' | 'large';
  siteParts?: SitePartsEdit<E>;
}

export interface SectionPopupFormProps<M extends FieldMap<SectionFields>, E extends FormikValues> extends PopupProps {
  popup: SectionPopupDeclaration<M, E>;
  children: ReactNode | ((context: { site: SiteData; index: number | null }) => ReactNode);
}

export function SectionPopupForm<M extends FieldMap<SectionFields>, E extends FormikValues = Record<never, never>>({
  popup: { section: name, fields, schema, size, siteParts },
  sectionIndex,
  onClose,
  children,
}: SectionPopupFormProps<M, E>) {
  const { t } = useTranslation(['editor']);
  const dispatch = useEditorDispatch();
  const { section, site, index, apply } = useSectionPopup(sectionIndex, name);
  if (!site || !section) return null;

  type Values = MappedValues<SectionFields, M> & E;
  const extra = siteParts?.valuesOf(site);
  const initialValues = { ...valuesFrom<SectionFields, M>(section, fields), ...extra } as Values;

  const onApply = (values: Values) => {
    apply(fieldsFrom<SectionFields, M>(values, fields));
    if (!siteParts || !extra) return;
    // Compared with the parts the popup opened with, so an untouched popup changes nothing.
    const changes = siteParts.partsOf(values, site);
    if (changedFields(siteParts.partsOf(extra, site), changes)) dispatch(updateSiteParts({ changes, flag: siteParts.flag }));
  };

  return (
    <PopupForm<Values>
      title={t(`editor:popups.${name}.title`)}
      initialValues={initialValues}
      schema={schema}
      onApply={onApply}
      onClose={onClose}
      size={size}
    >
      {typeof children === 'function' ? children({ site, index }) : children}
    </PopupForm>
  );
}
