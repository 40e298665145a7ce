// Pieces the checkout and order pages share: the §8 order messages, a loading state, a load failure with a
// retry, an address (bill to / ship to) and an amount in the client's currency (spec §5 money display).
import type { PublicOrder } from '@vitrina/api-client';
import { countryNameIn, toMinorUnits } from '@vitrina/core-model';
import { currentLocale } from '@vitrina/i18n';
import { Money, Spinner } from '@vitrina/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { RetryAlert } from '../../features/shared/retry-alert.js';

/** Spec §8 order errors: a title and, for an unknown order, "We couldn't find your order". */
export type OrderProblem = 'orderNotFound' | 'transactionNotFound' | 'invalidTransaction' | 'expiredTransaction';

export function OrderProblemView({ problem, children }: { problem: OrderProblem; children?: ReactNode }) {
  const { t } = useTranslation(['errors', 'common']);
  const { hrefFor } = useSiteContext();
  return (
    <section className="vs-section site-status" aria-labelledby="order-problem-title">
      <h1 id="order-problem-title">{t(`errors:orders.${problem}`)}</h1>
      {problem === 'orderNotFound' && <p>{t('errors:orders.orderNotFoundBody')}</p>}
      {children}
      <p className="site-status__action">
        <Link to={hrefFor('/')}>{t('common:goHome')}</Link>
      </p>
    </section>
  );
}

export function PageLoading({ label }: { label?: string }) {
  return (
    <div className="site-checkout__loading">
      <Spinner label={label} />
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['commerce']);
  return (
    <RetryAlert section message={t('commerce:checkoutFlow.loadFailed')} retryLabel={t('commerce:checkoutFlow.retry')} onRetry={onRetry} />
  );
}

/** A decimal amount of the wire ("12.50") shown in its ISO 4217 currency, in the page's language. */
export function Amount({ value, currency }: { value: string | null | undefined; currency: string }) {
  return <Money cents={value ? toMinorUnits(value) : 0} currency={currency} />;
}

export function AddressBlock({ address }: { address: PublicOrder['bill_to'] }) {
  const { i18n } = useTranslation();
  const country = countryNameIn(address.country, currentLocale(i18n));
  const region = address.state || address.province;
  const cityLine = [address.city, region, address.postalCode].filter(Boolean).join(', ');
  return (
    <address className="site-checkout__address">
      <span>
        {address.firstName} {address.lastName}
      </span>
      <span>{address.address1}</span>
      {address.address2 && <span>{address.address2}</span>}
      <span>{cityLine}</span>
      <span>{country}</span>
      <span>{address.email}</span>
      <span>{address.phone}</span>
    </address>
  );
}

/** The HTTP status of an RTK Query error, or null. */
export function errorStatus(error: unknown): number | null {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : null;
  return typeof status === 'number' ? status : null;
}

/** One fact of a definition list: its label and its value. */
export function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** Label → value pairs as a definition list (the order page's facts, a subscription's). */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="site-checkout__facts">
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </dl>
  );
}

/** A checkout step reached with an empty cart: the page's title, why, and where to shop. */
export function CheckoutEmpty({
  titleId,
  title,
  message,
  href,
  linkLabel,
}: {
  titleId: string;
  title: string;
  message: string;
  href: string;
  linkLabel: string;
}) {
  return (
    <section className="vs-section site-status" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p>{message}</p>
      <p className="site-status__action">
        <Link to={href}>{linkLabel}</Link>
      </p>
    </section>
  );
}
