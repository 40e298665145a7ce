// The store container section (spec §2 "Editor popups: store container"): the larger product grid on the
// home page, edited with the same form as the store section.
import { useTranslation } from 'react-i18next';
import type { PopupProps } from '../popup-contract.js';
import { StoreSectionPopup } from '../store-popup/store-popup.js';

export function StoreContainerPopup(props: PopupProps) {
  const { t } = useTranslation(['editor']);
  return <StoreSectionPopup {...props} title={t('editor:popups.storeContainer.title')} />;
}
