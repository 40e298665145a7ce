// One service of a service section (spec §3 serviceinfo): image, name, description, price, duration,
// and the booking button labelled by the section's `book` text.
import { toMinorUnits } from '@vitrina/core-model';
import type { ServiceInfo } from '@vitrina/core-model';
import { Money } from '@vitrina/ui-kit';
import { useTranslation } from 'react-i18next';
import { Paragraphs } from '../paragraphs/paragraphs.js';

/**
 * ServiceInfo carries no duration yet; a document that has one (`duration_minutes`, as the services
 * catalogue does) shows it.
 */
type ServiceCardInfo = ServiceInfo & { duration_minutes?: number | null };

interface ServiceCardProps {
  service: ServiceCardInfo;
  /** DOM id of the card's heading; the booking link is described by it. */
  headingId: string;
  bookLabel: string;
  bookHref: string;
  /** The business's ISO 4217 code (client.currency_code). */
  currency: string;
}

function durationOf(service: ServiceCardInfo): number | null {
  const minutes = service.duration_minutes;
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : null;
}

export function ServiceCard({ service, headingId, bookLabel, bookHref, currency }: ServiceCardProps) {
  const { t } = useTranslation(['sections']);
  const image = service.img_url?.trim();
  const price = service.price?.trim();
  const minutes = durationOf(service);

  return (
    <article className="vs-card vs-service-card">
      {image && <img className="vs-card__image" src={image} alt="" width={480} height={320} loading="lazy" decoding="async" />}
      <div className="vs-card__body">
        <h3 id={headingId} className="vs-card__title">
          {service.name}
        </h3>
        <Paragraphs text={service.description} className="vs-card__text" />
        {(price || minutes) && (
          <p className="vs-service-card__meta">
            {price && <Money cents={toMinorUnits(price)} currency={currency} className="vs-service-card__price" />}
            {minutes && <span className="vs-service-card__duration">{t('sections:services.duration', { minutes })}</span>}
          </p>
        )}
        <a className="vs-button" href={bookHref} aria-describedby={headingId}>
          {bookLabel}
        </a>
      </div>
    </article>
  );
}
