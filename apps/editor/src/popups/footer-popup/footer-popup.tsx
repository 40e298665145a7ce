// The footer popup (spec §2 "Editor popups": footer; §3 section "footer" and the site's social links):
// title, lead, body, colours, and one link per social network, each starting with http:// or https://
// (spec §5). The contact number the footer shows is the client's (site settings says where it changes).
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS } from '@vitrina/core-model';
import type { SocialLinks } from '@vitrina/core-model';
import { TextField } from '@vitrina/ui-kit';
import { footerPopupSchema } from '@vitrina/validation';
import type { FooterPopupValues } from '@vitrina/validation';
import { updateSiteParts } from '../../store/editor-slice.js';
import { useEditorDispatch } from '../../store/hooks.js';
import { changedFields } from '../shared/changed-fields.js';
import { ColorField } from '../shared/color-field.js';
import { PopupForm } from '../shared/popup-form.js';
import { useSectionPopup } from '../shared/use-section-popup.js';
import type { PopupProps } from '../popup-contract.js';

type Values = Pick<FooterPopupValues, 'title' | 'headerText' | 'body' | 'bgColor' | 'innerBgColor' | 'social'>;

/** Only the networks with a link are kept (an empty entry is not shown anyway). */
function socialOf(values: Values['social']): SocialLinks {
  return Object.fromEntries(SOCIAL_NETWORKS.flatMap((network) => (values[network] ? [[network, values[network]]] : [])));
}

export function FooterPopup({ sectionIndex, onClose }: PopupProps) {
  const { t } = useTranslation(['editor']);
  const dispatch = useEditorDispatch();
  const { section, site, apply } = useSectionPopup(sectionIndex, 'footer');
  if (!site || !section) return null;

  const initialValues: Values = {
    title: section.title,
    headerText: section.header_text,
    body: section.body,
    bgColor: section.bg_color,
    innerBgColor: section.inner_bg_color,
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, site.social[network] ?? ''])) as Values['social'],
  };

  const onApply = (values: Values) => {
    apply({
      title: values.title,
      header_text: values.headerText,
      body: values.body,
      bg_color: values.bgColor,
      inner_bg_color: values.innerBgColor,
    });
    const social = socialOf(values.social);
    if (changedFields({ social: socialOf(site.social as Values['social']) }, { social })) {
      dispatch(updateSiteParts({ changes: { social }, flag: 'social' }));
    }
  };

  return (
    <PopupForm
      title={t('editor:popups.footer.title')}
      initialValues={initialValues}
      schema={footerPopupSchema}
      onApply={onApply}
      onClose={onClose}
      size="large"
    >
      <TextField name="title" label={t('editor:fields.title')} />
      <TextField name="headerText" label={t('editor:fields.headerText')} multiline rows={2} />
      <TextField name="body" label={t('editor:fields.body')} multiline rows={4} />
      <ColorField name="bgColor" label={t('editor:fields.backgroundColor')} />
      <ColorField name="innerBgColor" label={t('editor:fields.innerBackgroundColor')} />
      <fieldset className="ve-popup-form__group">
        <legend>{t('editor:popups.footer.socialLinks')}</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            name={`social.${network}`}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={t('editor:popups.hyperlink.placeholder')}
            label={t(`editor:popups.footer.networks.${network}`)}
          />
        ))}
      </fieldset>
    </PopupForm>
  );
}
