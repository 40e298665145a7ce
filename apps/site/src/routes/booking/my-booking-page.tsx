// /appointment/manage/{key} (issue 30): the customer's own booking, reached only by the secret link of its
// confirmation e-mail. It shows the booking and, while the business's policy allows (until N hours before),
// Cancel (after a confirmation) and Reschedule (the same services and staff member's free slots, from the
// server's slot computation); later, or when the business takes no changes online, it says so (§8 style) and
// offers neither. The server checks the policy again on every change: a refusal shows its message and the
// booking as it now is. Read in the browser only (never in the cached server render: it is one customer's).
import { useBookingInfoQuery, useCancelMyBookingMutation, useMyBookingQuery, useRescheduleMyBookingMutation } from '@vitrina/api-client';
import type { BookingInfo, MyBooking } from '@vitrina/api-client';
import { apiFailureOf } from '@vitrina/api-client';
import { currentLocale } from '@vitrina/i18n';
import type { Locale } from '@vitrina/core-model';
import { Button, Modal, TextLink } from '@vitrina/ui-kit';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { useSiteCurrency } from '../../features/booking/appointment-summary.js';
import { factsOf, placeLabels, placeOf } from '../../features/booking/booking-success.js';
import { longDateOf, slotLabels } from '../../features/booking/booking-time.js';
import { SlotPicker } from '../../features/booking/slot-picker.js';
import { SummaryList } from '../../features/booking/summary-list.js';
import { LoadFailed, PageLoading, errorStatus } from '../checkout/checkout-views.js';
import type { PageHandle } from '../route-table.js';

/** "Tuesday, March 10, 2026" and "10:00 AM" of an instant in the business zone. */
function whenOf(iso: string, timeZone: string, locale: Locale) {
  return {
    date: longDateOf(iso, timeZone, locale),
    time: slotLabels(iso, { businessZone: timeZone, visitorZone: timeZone, locale }).business,
  };
}

export function MyBookingPage(_props: { handle: PageHandle }) {
  const { t } = useTranslation(['booking']);
  const { key = '' } = useParams();
  const { site } = useSiteContext();
  const clientId = site.client.id;
  const query = useMyBookingQuery({ clientId, key }, { skip: !key });

  let body;
  if (query.data) body = <MyBookingView clientId={clientId} bookingKey={key} booking={query.data} onStale={() => void query.refetch()} />;
  else if (!key || errorStatus(query.error) === 404)
    body = (
      <p role="alert" className="site-booking__notice">
        {t('booking:myBooking.notFound')}
      </p>
    );
  else if (query.isError) body = <LoadFailed onRetry={() => void query.refetch()} />;
  else body = <PageLoading label={t('booking:myBooking.loading')} />;

  return (
    <div className="vs-section site-page site-checkout site-booking">
      <div className="vs-section__inner site-checkout__inner site-booking__inner">
        <h1 className="vs-section__title">{t('booking:myBooking.title')}</h1>
        {body}
      </div>
    </div>
  );
}

type Said = { kind: 'status' | 'alert'; text: string; seq: number };

function MyBookingView({
  clientId,
  bookingKey,
  booking,
  onStale,
}: {
  clientId: number;
  bookingKey: string;
  booking: MyBooking;
  /** The server refused by its policy or state: the booking as it now is is read again (the buttons go). */
  onStale: () => void;
}) {
  const { t, i18n } = useTranslation(['booking', 'errors']);
  const locale = currentLocale(i18n);
  const currency = useSiteCurrency();
  const { hrefFor } = useSiteContext();
  const [mode, setMode] = useState<'view' | 'reschedule'>('view');
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const [cancel, cancelState] = useCancelMyBookingMutation();
  const { appointment } = booking;
  const tz = appointment.timeZone;
  const words = { hours: booking.changeHours, business: booking.businessName };
  const canceled = appointment.status === 'canceled' || appointment.status === 'released';
  const message = useRef<HTMLParagraphElement>(null);

  // A new message takes the focus, so keyboard and screen-reader users hear what happened.
  useLayoutEffect(() => {
    if (said) message.current?.focus();
  }, [said]);

  const say = (kind: Said['kind'], text: string) => setSaid((last) => ({ kind, text, seq: (last?.seq ?? 0) + 1 }));

  /** A refused change: its message (the server's policy, a taken slot, or a failure). */
  function refused(error: unknown) {
    const code = apiFailureOf(error)?.code;
    if (code === 'change_too_late' || code === 'changes_not_allowed' || code === 'appointment_not_active') onStale();
    if (code === 'change_too_late') say('alert', t('booking:myBooking.tooLate', words));
    else if (code === 'changes_not_allowed') say('alert', t('booking:myBooking.notAllowed', words));
    else if (code === 'appointment_not_active') say('alert', t('booking:myBooking.canceled'));
    else if (code === 'slot_unavailable') say('alert', t('errors:booking.slotsUnavailable'));
    else say('alert', t('booking:myBooking.failed'));
  }

  async function confirmCancel() {
    const result = await cancel({ clientId, key: bookingKey });
    setConfirming(false);
    if ('data' in result && result.data) say('status', t('booking:myBooking.cancelled', { business: booking.businessName }));
    else refused(result.error);
  }

  const starts = whenOf(appointment.start, tz, locale);
  return (
    <div className="site-booking__success site-my-booking">
      {said && (
        <p
          ref={message}
          tabIndex={-1}
          role={said.kind}
          className={said.kind === 'alert' ? 'site-checkout__notice site-booking__error' : 'site-booking__lead'}
        >
          {said.text}
        </p>
      )}
      <SummaryList facts={factsOf(appointment, placeOf(appointment, placeLabels(t), locale))} locale={locale} currency={currency} />
      {canceled ? (
        <>
          {said?.kind !== 'status' && <p className="site-booking__notice">{t('booking:myBooking.canceled')}</p>}
          <p>
            <TextLink href={hrefFor('/appointment')}>{t('booking:myBooking.bookAgain')}</TextLink>
          </p>
        </>
      ) : !booking.canChange ? (
        <p className="site-booking__notice site-my-booking__policy">
          {booking.refusal === 'change_too_late' ? t('booking:myBooking.tooLate', words) : t('booking:myBooking.notAllowed', words)}
        </p>
      ) : mode === 'reschedule' ? (
        <Reschedule
          clientId={clientId}
          bookingKey={bookingKey}
          booking={booking}
          onDone={(moved) => {
            setMode('view');
            say('status', t('booking:myBooking.moved', whenOf(moved.appointment.start, tz, locale)));
          }}
          onRefused={refused}
          onBack={() => setMode('view')}
        />
      ) : (
        <>
          {booking.changeUntil && (
            <p className="site-my-booking__policy">{t('booking:myBooking.policy', whenOf(booking.changeUntil, tz, locale))}</p>
          )}
          <div className="site-booking__actions">
            <Button variant="secondary" onClick={() => setMode('reschedule')}>
              {t('booking:myBooking.reschedule')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('booking:myBooking.cancel')}
            </Button>
          </div>
        </>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('booking:myBooking.confirmCancelTitle')}
        size="small"
        actions={
          <Button onClick={() => void confirmCancel()} loading={cancelState.isLoading}>
            {t('booking:myBooking.confirmCancel')}
          </Button>
        }
      >
        <p>{t('booking:myBooking.confirmCancelBody', starts)}</p>
      </Modal>
    </div>
  );
}

function Reschedule({
  clientId,
  bookingKey,
  booking,
  onDone,
  onRefused,
  onBack,
}: {
  clientId: number;
  bookingKey: string;
  booking: MyBooking;
  onDone: (moved: MyBooking) => void;
  onRefused: (error: unknown) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation(['booking']);
  const locale = currentLocale(i18n);
  const info = useBookingInfoQuery({ clientId });
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [reschedule, state] = useRescheduleMyBookingMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);

  async function move() {
    if (!slot || state.isLoading) return;
    const result = await reschedule({ clientId, key: bookingKey, start: slot });
    if ('data' in result && result.data) onDone(result.data);
    else {
      setSlot(null);
      onRefused(result.error);
    }
  }

  const bookingInfo: BookingInfo | undefined = info.data;
  return (
    <section className="site-my-booking__reschedule" aria-labelledby="my-booking-new-time">
      <h2 id="my-booking-new-time" ref={heading} tabIndex={-1}>
        {t('booking:myBooking.chooseNewTime')}
      </h2>
      {bookingInfo ? (
        <SlotPicker
          clientId={clientId}
          info={bookingInfo}
          // Asked with the booking's key: its own time (and the times overlapping it) are offered.
          query={{ ...booking.selection, rescheduling: bookingKey }}
          date={date}
          slot={slot}
          onSelectDate={(d) => {
            setDate(d);
            setSlot(null);
          }}
          onSelectSlot={(_d, chosen) => setSlot(chosen.start)}
          idPrefix="my-booking-picker"
        />
      ) : info.isError ? (
        <LoadFailed onRetry={() => void info.refetch()} />
      ) : (
        <PageLoading />
      )}
      {!slot && <p className="site-booking__hint">{t('booking:myBooking.pickTime')}</p>}
      <div className="site-booking__actions">
        {slot && (
          <Button onClick={() => void move()} loading={state.isLoading}>
            {t('booking:myBooking.moveTo', whenOf(slot, booking.appointment.timeZone, locale))}
          </Button>
        )}
        <Button variant="secondary" onClick={onBack}>
          {t('booking:myBooking.back')}
        </Button>
      </div>
    </section>
  );
}
