// The Services screen's list (/manage/services): every service in the site's order with its duration,
// price, booking types, how many staff perform it and badges (inactive, not bookable; how it is sold:
// subscription with its frequency, price on request, not in the services store); Edit on each row.
import { useTranslation } from 'react-i18next';
import { toMinorUnits } from '@vitrina/core-model';
import { useOwnerServicesQuery, useStoreSettingsQuery } from '@vitrina/api-client/back-office';
import type { OwnerService } from '@vitrina/api-client/back-office';
import { Money } from '@vitrina/ui-kit';
import { ButtonLink } from '../button-link.js';
import { Badge, ListScreen, RecordRow, plainListTexts } from '../kit/index.js';
import { NEW_SERVICE_PATH, servicePath } from './service-paths.js';

export const bookingTypesOf = (s: Pick<OwnerService, 'storefront' | 'mobile' | 'virtual'>) =>
  (['storefront', 'mobile', 'virtual'] as const).filter((type) => s[type]);

function ServiceRow({ service, currency }: { service: OwnerService; currency: string | undefined }) {
  const { t } = useTranslation(['manage']);
  return (
    <RecordRow
      className="vbp-row vbs-row"
      title={service.name}
      badges={
        <>
          {!service.active ? <Badge tone="muted">{t('manage:servicesScreen.badges.inactive')}</Badge> : null}
          {service.active && !service.bookable ? <Badge tone="warning">{t('manage:servicesScreen.badges.notBookable')}</Badge> : null}
          {service.is_subscription && service.recurrence ? (
            <Badge>
              {t('manage:servicesScreen.badges.subscription', { frequency: t(`manage:servicesScreen.recurrences.${service.recurrence}`) })}
            </Badge>
          ) : null}
          {service.requires_quote ? <Badge>{t('manage:servicesScreen.badges.quote')}</Badge> : null}
          {service.active && !service.sold_online ? <Badge tone="muted">{t('manage:servicesScreen.badges.notSoldOnline')}</Badge> : null}
        </>
      }
      facts={
        <>
          <span>{t('manage:servicesScreen.minutes', { count: service.duration_minutes })}</span>
          {service.requires_quote ? (
            // Priced per request: its stored 0.00 is no price (issue 26: "0,00 €"), as quotes say it.
            <span className="vbp-row__price">{t('manage:quotes.toBePriced')}</span>
          ) : (
            <Money cents={toMinorUnits(service.price)} currency={currency} className="vbp-row__price" />
          )}
          <span>
            {bookingTypesOf(service)
              .map((type) => t(`manage:servicesScreen.types.${type}`))
              .join(' · ')}
          </span>
          <span>{t('manage:servicesScreen.staffCount', { count: service.staff_ids.length })}</span>
        </>
      }
      edit={{
        to: servicePath(service.id),
        text: t('manage:servicesScreen.edit'),
        label: t('manage:servicesScreen.editService', { name: service.name }),
      }}
    />
  );
}

export function ServiceList({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  const list = useOwnerServicesQuery({ clientId }, { refetchOnMountOrArgChange: true });
  const currency = useStoreSettingsQuery(clientId).data?.currency;

  return (
    <ListScreen
      section="servicesScreen"
      titleId="vbs-title"
      className="vbl-blog vbp-products"
      actions={<ButtonLink to={NEW_SERVICE_PATH}>{t('manage:servicesScreen.newService')}</ButtonLink>}
      query={list}
      items={list.data ?? []}
      texts={plainListTexts(t, 'servicesScreen')}
      row={(service) => <ServiceRow service={service} currency={currency} />}
    />
  );
}
