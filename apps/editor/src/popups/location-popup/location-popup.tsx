// The location section (spec §2 "Editor popups: location", §4 "Location design"): its texts and
// background, whether the home page shows it, the ways the business serves (physical places, mobile
// service area, virtual service: locationinfo), and how the service area is shown (map, city, country),
// each display disabled until its set-up exists (spec §5). "Update location" applies, then opens the
// address and service-area popup.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { boolean, string } from 'yup';
import type { MobileLocationDisplay } from '@vitrina/core-model';
import { Button, CheckboxField } from '@vitrina/ui-kit';
import { sectionPopupSchema } from '@vitrina/validation';
import { openPopup } from '../../store/editor-slice.js';
import { useEditorDispatch } from '../../store/hooks.js';
import { ColorField } from '../shared/color-field.js';
import { SectionTextFields } from '../shared/section-fields.js';
import { PopupForm } from '../shared/popup-form.js';
import { useSectionPopup } from '../shared/use-section-popup.js';
import type { PopupProps } from '../popup-contract.js';
import { DisplayOptions } from './display-options.js';
import { MOBILE_DISPLAYS, applyLocationOptions, displaySetupMessage, locationOptionsOf } from './location-options.js';

const schema = sectionPopupSchema.shape({
  shown: boolean().default(false),
  physical: boolean().default(false),
  mobile: boolean().default(false),
  virtual: boolean().default(false),
  display: string()
    .oneOf(['', ...MOBILE_DISPLAYS])
    .default(''),
});

interface LocationValues {
  title: string;
  subtitle: string;
  body: string;
  bgColor: string;
  innerBgColor: string;
  shown: boolean;
  physical: boolean;
  mobile: boolean;
  virtual: boolean;
  display: MobileLocationDisplay | '';
}

export function LocationPopup({ sectionIndex, onClose }: PopupProps) {
  const { t } = useTranslation(['editor']);
  const dispatch = useEditorDispatch();
  const { section, site, apply } = useSectionPopup(sectionIndex);
  const thenUpdate = useRef(false);
  const updateHintId = useId();
  if (!section || !site) return null;
  const { client, main_site_variables: variables } = site;
  const entries = section.locationinfo;
  const options = locationOptionsOf(entries);
  const setup = Object.fromEntries(MOBILE_DISPLAYS.map((o) => [o, displaySetupMessage(o, client, entries)])) as Record<
    MobileLocationDisplay,
    ReturnType<typeof displaySetupMessage>
  >;

  return (
    <PopupForm<LocationValues>
      title={t('editor:popups.location.title')}
      schema={schema}
      size="large"
      initialValues={{
        title: section.title,
        subtitle: section.title_subtext,
        body: section.body,
        bgColor: section.bg_color,
        innerBgColor: section.inner_bg_color,
        shown: variables.display_location_section === 1,
        ...options,
        display: variables.mobile_only_display_map ?? '',
      }}
      onApply={(values) =>
        apply(
          {
            title: values.title,
            title_subtext: values.subtitle,
            body: values.body,
            bg_color: values.bgColor.toLowerCase(),
            inner_bg_color: values.innerBgColor.toLowerCase(),
            locationinfo: applyLocationOptions(entries, values, client),
          },
          {
            display_location_section: values.shown ? 1 : 0,
            ...(values.mobile && values.display ? { mobile_only_display_map: values.display } : {}),
          },
        )
      }
      onClose={() => (thenUpdate.current ? dispatch(openPopup({ key: 'locationUpdate', sectionIndex })) : onClose())}
    >
      {(form) => (
        <>
          <SectionTextFields body />
          <ColorField name="bgColor" label={t('editor:fields.backgroundColor')} />
          <ColorField name="innerBgColor" label={t('editor:fields.innerBackgroundColor')} />
          <CheckboxField name="shown" label={t('editor:popups.siteConfig.displayLocationSection')} />
          <fieldset className="ve-popup-group">
            <legend>{t('editor:popups.location.design')}</legend>
            <CheckboxField
              name="physical"
              label={t('editor:popups.location.physical')}
              disabled={!options.physical}
              hint={options.physical ? undefined : t('editor:popups.location.physicalHint')}
            />
            <CheckboxField name="mobile" label={t('editor:popups.location.mobile')} />
            <CheckboxField name="virtual" label={t('editor:popups.location.virtual')} />
          </fieldset>
          <DisplayOptions setup={setup} enabled={form.values.mobile} />
          <div>
            <Button
              variant="secondary"
              aria-describedby={updateHintId}
              onClick={async () => {
                thenUpdate.current = true;
                await form.submitForm();
                thenUpdate.current = false;
              }}
            >
              {t('editor:popups.locationUpdate.title')}
            </Button>
            <p id={updateHintId} className="ve-popup-form__note">
              {t('editor:popups.location.updateHint')}
            </p>
          </div>
        </>
      )}
    </PopupForm>
  );
}
