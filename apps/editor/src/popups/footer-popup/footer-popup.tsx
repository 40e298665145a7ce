// The footer popup (spec §2 "Editor popups": footer; §3 section "footer" and the site's social links):
// title, lead, body, colours, and one link per social network, each starting with http:// or https://
// (spec §5). The contact number the footer shows is the client's (site settings says where it changes).
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS } from '@vitrina/core-model';
import type { SocialLinks } from '@vitrina/core-model';
import { TextField } from '@vitrina/ui-kit';
import { footerPopupSchema } from '@vitrina/validation';
import type { FooterPopupValues } from '@vitrina/validation';
import { SECTION_TEXTS } from '../shared/field-map.js';
import { ColorField } from '../shared/color-field.js';
import { UrlField } from '../shared/section-fields.js';
import { SectionPopupForm } from '../shared/section-popup-form.js';
import type { SectionPopupDeclaration } from '../shared/section-popup-form.js';
import type { PopupProps } from '../popup-contract.js';

type Social = Pick<FooterPopupValues, 'social'>;

/** Only the networks with a link are kept (an empty entry is not shown anyway). */
function socialOf(values: Social['social']): SocialLinks {
  return Object.fromEntries(SOCIAL_NETWORKS.flatMap((network) => (values[network] ? [[network, values[network]]] : [])));
}

const FOOTER: SectionPopupDeclaration<typeof SECTION_TEXTS, Social> = {
  section: 'footer',
  fields: SECTION_TEXTS,
  schema: footerPopupSchema,
  size: 'large',
  siteParts: {
    flag: 'social',
    valuesOf: (site) => ({
      social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, site.social[network] ?? ''])) as Social['social'],
    }),
    partsOf: (values) => ({ social: socialOf(values.social) }),
  },
};

export function FooterPopup(props: PopupProps) {
  const { t } = useTranslation(['editor']);
  return (
    <SectionPopupForm popup={FOOTER} {...props}>
      <TextField name="title" label={t('editor:fields.title')} />
      <TextField name="headerText" label={t('editor:fields.headerText')} multiline rows={2} />
      <TextField name="body" label={t('editor:fields.body')} multiline rows={4} />
      <ColorField name="bgColor" label={t('editor:fields.backgroundColor')} />
      <ColorField name="innerBgColor" label={t('editor:fields.innerBackgroundColor')} />
      <fieldset className="ve-popup-form__group">
        <legend>{t('editor:popups.footer.socialLinks')}</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <UrlField key={network} name={`social.${network}`} label={t(`editor:popups.footer.networks.${network}`)} />
        ))}
      </fieldset>
    </SectionPopupForm>
  );
}
