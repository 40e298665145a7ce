// The hyperlink popup (spec §2 "Editor popups": hyperlink; §5 "must start with http:// or https://"):
// sends a menu item (online store, gallery, services, blog) to another website, with the text it shows.
// "Remove link" brings the item back to the site's own page.
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from '@vitrina/ui-kit';
import { LINKED_NAV_ITEMS, menuLinkPopupSchema } from '@vitrina/validation';
import type { LinkedNavItem, MenuLinkPopupValues } from '@vitrina/validation';
import { NAV_URL_TARGETS } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { updateMainSiteVariables, updateSiteParts } from '../../store/editor-slice.js';
import { useEditorDispatch } from '../../store/hooks.js';
import { NAV_ITEM_LABEL_KEYS } from '@vitrina/sections';
import { changedFields } from '../shared/changed-fields.js';
import { PopupForm } from '../shared/popup-form.js';
import { UrlField } from '../shared/section-fields.js';
import { useSiteVariablesPopup } from '../shared/use-section-popup.js';
import type { PopupProps } from '../popup-contract.js';
import { externalLinkOf, menuTextOf, navWithText } from './menu-links.js';

/** Picking another item shows that item's link and text. */
function FollowItem({ site }: { site: SiteData }) {
  const { values, setValues } = useFormikContext<MenuLinkPopupValues>();
  const shown = useRef(values.item);
  useEffect(() => {
    if (values.item === shown.current) return;
    shown.current = values.item;
    void setValues(
      { item: values.item, link: externalLinkOf(site.main_site_variables, values.item), text: menuTextOf(site.nav, values.item) },
      false,
    );
  }, [site, values.item, setValues]);
  return null;
}

function RemoveLink({ site, onRemove }: { site: SiteData; onRemove: (item: LinkedNavItem) => void }) {
  const { t } = useTranslation(['editor']);
  const { values } = useFormikContext<MenuLinkPopupValues>();
  if (!externalLinkOf(site.main_site_variables, values.item)) return null;
  return (
    <Button variant="secondary" onClick={() => onRemove(values.item)}>
      {t('editor:popups.hyperlink.remove')}
    </Button>
  );
}

export function HyperlinkPopup({ onClose }: PopupProps) {
  const { t } = useTranslation(['editor', 'sections']);
  const dispatch = useEditorDispatch();
  const { site, applyVariables } = useSiteVariablesPopup();
  if (!site) return null;
  const variables = site.main_site_variables;

  const first =
    LINKED_NAV_ITEMS.find((item) => externalLinkOf(variables, item)) ??
    LINKED_NAV_ITEMS.find((item) => site.nav.some((entry) => entry.type === item)) ??
    LINKED_NAV_ITEMS[0];
  const initialValues: MenuLinkPopupValues = { item: first, link: externalLinkOf(variables, first), text: menuTextOf(site.nav, first) };

  const onApply = ({ item, link, text }: MenuLinkPopupValues) => {
    const { field } = NAV_URL_TARGETS[item];
    applyVariables({ [field]: link });
    const nav = navWithText(site.nav, item, text);
    if (changedFields(site, { nav })) dispatch(updateSiteParts({ changes: { nav }, flag: 'menu' }));
  };

  const onRemove = (item: LinkedNavItem) => {
    const { field, page } = NAV_URL_TARGETS[item];
    dispatch(updateMainSiteVariables({ changes: { [field]: page } }));
    onClose();
  };

  return (
    <PopupForm
      title={t('editor:popups.hyperlink.title')}
      initialValues={initialValues}
      schema={menuLinkPopupSchema}
      onApply={onApply}
      onClose={onClose}
    >
      <p className="ve-popup-form__note">{t('editor:popups.hyperlink.intro')}</p>
      <SelectField
        name="item"
        label={t('editor:popups.hyperlink.menuItem')}
        placeholder={false}
        options={LINKED_NAV_ITEMS.map((item) => ({ value: item, label: t(NAV_ITEM_LABEL_KEYS[item]) }))}
      />
      <FollowItem site={site} />
      <UrlField name="link" label={t('editor:popups.hyperlink.url')} required />
      <TextField name="text" label={t('editor:popups.hyperlink.text')} />
      <RemoveLink site={site} onRemove={onRemove} />
    </PopupForm>
  );
}
