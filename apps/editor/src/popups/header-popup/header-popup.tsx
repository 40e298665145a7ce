// The header popup (spec §2 "Editor popups": header; §3 section "header", §2 nav items): the line above
// the bar (header_text), the name the logo falls back to (title), the bar's colour and which menu items
// show. The logo and the menu items' links have their own popups, one click away.
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '@vitrina/ui-kit';
import { headerPopupSchema } from '@vitrina/validation';
import type { HeaderPopupValues } from '@vitrina/validation';
import { updateSiteParts } from '../../store/editor-slice.js';
import { useEditorDispatch } from '../../store/hooks.js';
import { changedFields } from '../shared/changed-fields.js';
import { ColorField } from '../shared/color-field.js';
import { PopupForm } from '../shared/popup-form.js';
import { PopupLinks } from '../shared/popup-links.js';
import { useSectionPopup } from '../shared/use-section-popup.js';
import type { PopupProps } from '../popup-contract.js';
import { NAV_ITEM_LABEL_KEYS } from '@vitrina/sections';

export function HeaderPopup({ sectionIndex, onClose }: PopupProps) {
  const { t } = useTranslation(['editor', 'sections']);
  const dispatch = useEditorDispatch();
  const { section, site, apply } = useSectionPopup(sectionIndex, 'header');
  if (!site || !section) return null;

  const initialValues: HeaderPopupValues = {
    title: section.title,
    headerText: section.header_text,
    bgColor: section.bg_color,
    nav: site.nav.map(({ type, enabled }) => ({ type, enabled })),
  };

  const onApply = (values: HeaderPopupValues) => {
    apply({ title: values.title, header_text: values.headerText, bg_color: values.bgColor });
    const nav = site.nav.map((item, i) => ({ ...item, enabled: values.nav[i]?.enabled ?? item.enabled }));
    if (changedFields(site, { nav })) dispatch(updateSiteParts({ changes: { nav }, flag: 'menu' }));
  };

  return (
    <PopupForm
      title={t('editor:popups.header.title')}
      initialValues={initialValues}
      schema={headerPopupSchema}
      onApply={onApply}
      onClose={onClose}
    >
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
    </PopupForm>
  );
}
