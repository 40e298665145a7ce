// Spec §8 "Freemium: upgrade to business to edit the website; freemium websites are not found on Google".
import { useTranslation } from 'react-i18next';

export function FreemiumNotice() {
  const { t } = useTranslation(['status']);
  return (
    <section className="ve-notice" role="status" aria-labelledby="ve-freemium-title">
      <h2 id="ve-freemium-title">{t('status:freemium.editBlockedTitle')}</h2>
      <p>{t('status:freemium.editBlocked')}</p>
      <p>{t('status:freemium.notIndexed')}</p>
    </section>
  );
}
