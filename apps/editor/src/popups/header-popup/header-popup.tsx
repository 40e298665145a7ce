// The header popup (spec §2 "Editor popups": header; §3 section "header", §2 nav items): the line above
// the bar (header_text), the name the logo falls back to (title), the bar's colour and which menu items
// show. The logo and the menu items' links have their own popups, one click away.
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '@vitrina/ui-kit';
import { headerPopupSchema } from '@vitrina/validation';
import type { HeaderPopupValues } from '@vitrina/validation';
import { ColorField } from '../shared/color-field.js';
import { PopupLinks } from '../shared/popup-links.js';
import { SectionPopupForm } from '../shared/section-popup-form.js';
import type { SectionPopupDeclaration } from '../shared/section-popup-form.js';
import type { PopupProps } from '../popup-contract.js';
import { NAV_ITEM_LABEL_KEYS } from '@vitrina/sections';

const FIELDS = { title: 'title', headerText: 'header_text', bgColor: 'bg_color' } as const;

const HEADER: SectionPopupDeclaration<typeof FIELDS, Pick<HeaderPopupValues, 'nav'>> = {
  section: 'header',
  fields: FIELDS,
  schema: headerPopupSchema,
  siteParts: {
    flag: 'menu',
    valuesOf: (site) => ({ nav: site.nav.map(({ type, enabled }) => ({ type, enabled })) }),
    partsOf: (values, site) => ({ nav: site.nav.map((item, i) => ({ ...item, enabled: values.nav[i]?.enabled ?? item.enabled })) }),
  },
};

export function HeaderPopup(props: PopupProps) {
  const { t } = useTranslation(['editor', 'sections']);
  return (
    <SectionPopupForm popup={HEADER} {...props}>
      {({ site }) => (
        <>
          <TextField name="headerText" label={t('editor:fields.headerText')} />
          <TextField name="title" label={t('editor:fields.title')} />
          <ColorField name="bgColor" label={t('editor:fields.backgroundColor')} />
          {site.nav.length > 0 ? (
            <fieldset className="ve-popup-form__group">
              <legend>{t('editor:popups.header.navItems')}</legend>
              {site.nav.map((item, i) =>
                // The logo is the bar's brand link: the header never lists it as a menu item.
                item.type === 'logo' ? null : (
                  <CheckboxField
                    key={`${item.type}-${item.ordering}`}
                    name={`nav.${i}.enabled`}
                    label={t('editor:popups.header.showItem', { item: item.label.trim() || t(NAV_ITEM_LABEL_KEYS[item.type]) })}
                  />
                ),
              )}
            </fieldset>
          ) : null}
          <PopupLinks
            links={[
              { key: 'logo', label: t('editor:popups.header.editLogo') },
              { key: 'hyperlink', label: t('editor:popups.header.editLinks') },
            ]}
          />
        </>
      )}
    </SectionPopupForm>
  );
}
