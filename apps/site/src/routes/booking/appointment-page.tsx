// /appointment (spec §2 appointment flow; issue 14): ServiceType → SelectLocation (storefront only) →
// SelectService → SelectEmployee (or, with `?by=staff`, SelectStaff → SelectService) → SelectDateAndTime →
// ConfirmSlot (the slot is held) → DetailsFrom → ConfirmationSuccess. The booking package's reducer decides
// every move and its §5 message; the URL holds the step and the choices (wizard-url.ts), so each step is a
// history entry, a reload restores it and the server already renders it (the loader has BookingInfo).
import { useBookingInfoQuery } from '@vitrina/api-client';
import type { BookingInfo } from '@vitrina/api-client';
import { appointmentWizardReducer, wizardPath, wizardProgress } from '@vitrina/booking';
import type { AppointmentWizardEvent, AppointmentWizardState, BookingMessageKey } from '@vitrina/booking';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { LoadFailed, PageLoading } from '../checkout/checkout-views.js';
import type { PageHandle } from '../route-table.js';
import { LocationChoice, ServiceTypeChoice, ServicesChoice, StaffChoiceGroup } from './choice-steps.js';
import { ConfirmSlotStep, DateTimeStep, DetailsStep, SuccessStep, chosen } from './slot-steps.js';
import { STEP_ERROR_ID, WizardFrame } from './wizard-frame.js';
import { wizardFromUrl, wizardSearch } from './wizard-url.js';
import { useUrlMoves } from './use-url-moves.js';

const PATH = '/appointment';

export function AppointmentPage(_props: { handle: PageHandle }) {
  const { t } = useTranslation(['booking', 'common']);
  const { site } = useSiteContext();
  const info = useBookingInfoQuery({ clientId: site.client.id });

  let body;
  if (info.data)
    body = info.data.serviceTypes.length === 0 ? <p>{t('booking:wizard.notAvailable')}</p> : <AppointmentWizard info={info.data} />;
  else if (info.isError) body = <LoadFailed onRetry={() => void info.refetch()} />;
  else body = <PageLoading />;

  return (
    <div className="vs-section site-page site-checkout site-booking">
      <div className="vs-section__inner site-checkout__inner site-booking__inner">
        <h1 className="vs-section__title">{t('booking:title')}</h1>
        {body}
      </div>
    </div>
  );
}

function AppointmentWizard({ info }: { info: BookingInfo }) {
  const { t } = useTranslation(['booking', 'common', 'validation', 'errors']);
  const { site, hrefFor } = useSiteContext();
  const clientId = site.client.id;
  // The URL holds the wizard; a move still on its way to the URL is shown at once (use-url-moves.ts).
  const read = useCallback(
    (value: string) => {
      const state = wizardFromUrl(new URLSearchParams(value), info);
      return wizardSearch(state.wizard, state.holdId);
    },
    [info],
  );
  const { search, moveTo } = useUrlMoves(read);
  const { wizard, holdId } = useMemo(() => wizardFromUrl(new URLSearchParams(search), info), [search, info]);
  // The refused move's message, shown while the URL is the one it was given for.
  const [refusal, setRefusal] = useState<{ key: BookingMessageKey; at: string; seq: number } | null>(null);
  const error = refusal && refusal.at === search ? String(t(refusal.key)) : null;

  function go(next: AppointmentWizardState, nextHold: string | null, replace = next.step === wizard.step) {
    const target = wizardSearch(next, nextHold);
    setRefusal(next.error ? { key: next.error, at: target, seq: (refusal?.seq ?? 0) + 1 } : null);
    moveTo(hrefFor(`${PATH}${target}`), target, replace);
  }
  const send = (event: AppointmentWizardEvent) => go(appointmentWizardReducer(wizard, event), holdId);

  const { selection: s, step } = wizard;
  const path = wizardPath(wizard);
  const query = chosen(s);
  const title = t(`booking:steps.${step}`);
  const errorId = error ? STEP_ERROR_ID : undefined;
  const choiceStep = step !== 'ConfirmSlot' && step !== 'DetailsFrom' && step !== 'ConfirmationSuccess';
  const canGoBack = path.indexOf(step) > 0 && step !== 'ConfirmationSuccess';

  let content;
  switch (step) {
    case 'ServiceType': {
      const staffFirst = wizard.staffOrder === 'staffFirst';
      const other = new URLSearchParams({ step: 'ServiceType' });
      if (!staffFirst) other.set('by', 'staff');
      if (s.serviceType !== null) other.set('type', String(s.serviceType));
      content = (
        <>
          <ServiceTypeChoice
            info={info}
            value={s.serviceType}
            legend={title}
            errorId={errorId}
            onChange={(serviceType) => send({ type: 'selectServiceType', serviceType })}
          />
          <p className="site-booking__alternative">
            <Link
              to={hrefFor(`${PATH}?${other.toString()}`)}
              // A wizard move like any other (a plain click): a choice made before its URL arrives builds on it.
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                go(wizardFromUrl(other, info).wizard, null, false);
              }}
            >
              {t(staffFirst ? 'booking:wizard.serviceFirst' : 'booking:wizard.staffFirst')}
            </Link>
          </p>
        </>
      );
      break;
    }
    case 'SelectLocation':
      content = (
        <LocationChoice
          info={info}
          value={s.locationId}
          legend={title}
          errorId={errorId}
          onChange={(locationId) => send({ type: 'selectLocation', locationId })}
        />
      );
      break;
    case 'SelectService':
      content = s.serviceType !== null && (
        <ServicesChoice
          info={info}
          serviceType={s.serviceType}
          locationId={s.locationId}
          staffId={wizard.staffOrder === 'staffFirst' ? s.employeeId : null}
          value={s.serviceIds}
          legend={title}
          errorId={errorId}
          onChange={(serviceIds) => send({ type: 'selectServices', serviceIds })}
        />
      );
      break;
    case 'SelectEmployee':
    case 'SelectStaff':
      content = s.serviceType !== null && (
        <StaffChoiceGroup
          info={info}
          serviceType={s.serviceType}
          locationId={s.locationId}
          serviceIds={step === 'SelectStaff' ? [] : s.serviceIds}
          value={s.employeeId}
          legend={title}
          errorId={errorId}
          onChange={(employeeId) => send({ type: 'selectEmployee', employeeId })}
        />
      );
      break;
    case 'SelectDateAndTime':
      content = query && (
        <DateTimeStep
          clientId={clientId}
          info={info}
          query={query}
          date={s.date}
          slot={s.slot}
          onSelectDate={(date) => send({ type: 'selectDate', date })}
          onSelectSlot={(date, slot) => send({ type: 'selectSlot', date, slot: slot.start })}
        />
      );
      break;
    case 'ConfirmSlot':
      content = query && (
        <ConfirmSlotStep
          clientId={clientId}
          info={info}
          query={query}
          selection={s}
          path={path}
          onChange={(target) => send({ type: 'goTo', step: target })}
          holdId={holdId}
          onHeld={(hold) => go(appointmentWizardReducer(wizard, { type: 'next' }), hold.holdId)}
          onTaken={() => send({ type: 'slotUnavailable' })}
        />
      );
      break;
    case 'DetailsFrom':
      content = query && s.slot && (
        <DetailsStep
          clientId={clientId}
          info={info}
          query={query}
          start={s.slot}
          holdId={holdId}
          // The booked step replaces the details one: Back from the success page does not offer the form again.
          onBooked={(uuid) => go(appointmentWizardReducer(wizard, { type: 'booked', appointmentId: uuid }), null, true)}
          onTaken={() => send({ type: 'slotUnavailable' })}
        />
      );
      break;
    case 'ConfirmationSuccess':
      content = s.appointmentId && <SuccessStep clientId={clientId} uuid={s.appointmentId} />;
      break;
  }

  return (
    <WizardFrame
      stepKey={step}
      title={title}
      progress={step === 'ConfirmationSuccess' ? null : wizardProgress(wizard)}
      error={error}
      errorSeq={refusal?.seq}
      onBack={canGoBack ? () => send({ type: 'back' }) : undefined}
      onContinue={choiceStep ? () => send({ type: 'next' }) : undefined}
    >
      {content}
    </WizardFrame>
  );
}
