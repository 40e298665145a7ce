// /appointment/employee/{id} (spec §2 employee flow; issue 14): SelectDateAndSlot (the staff member's service,
// its type when it has several, then the slot picker) → DetailFormForEmployee (the slot is held when leaving
// the first step; the §3 details) → EmployeeBookingSuccess. The booking package's employeeBookingReducer
// decides each move and its message; the URL holds the step and the choices (employee-url.ts). An unknown or
// inactive staff id says so plainly.
import { useBookingInfoQuery, useHoldSlotMutation } from '@vitrina/api-client';
import type { BookingInfo, PublicSlot } from '@vitrina/api-client';
import { employeeBookingReducer } from '@vitrina/booking';
import type { BookingMessageKey, EmployeeBookingEvent, EmployeeBookingState } from '@vitrina/booking';
import { EMPLOYEE_BOOKING_STEPS } from '@vitrina/core-model';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { AppointmentDetailsStep, AppointmentSummary, BookingSuccess, holdFailureOf, SlotPicker } from '../../features/booking/index.js';
import type { HoldFailureMessage } from '../../features/booking/index.js';
import { LoadFailed, PageLoading } from '../checkout/checkout-views.js';
import type { PageHandle } from '../route-table.js';
import { bookingInfoArgs } from './booking-loaders.js';
import { EmployeeChoices } from './employee-choices.js';
import { employeeFlowFromUrl, employeeSearch, partsOf, typesFor } from './employee-url.js';
import type { EmployeeFlow, EmployeeUrlParts } from './employee-url.js';
import { useUrlMoves } from './use-url-moves.js';
import { WizardFrame } from './wizard-frame.js';

type Message = BookingMessageKey | HoldFailureMessage;

const staffIdOf = (id: string | undefined) => (id && /^\d+$/.test(id) ? Number(id) : null);

export function EmployeeAppointmentPage(_props: { handle: PageHandle }) {
  const { t } = useTranslation(['booking']);
  const { site } = useSiteContext();
  const staffId = staffIdOf(useParams().id);
  const info = useBookingInfoQuery(bookingInfoArgs(site.client.id));
  const staff = info.data?.staff.find((s) => s.id === staffId);

  let body;
  if (info.data && staff && staffId !== null) body = <EmployeeBooking info={info.data} staffId={staffId} />;
  else if (info.data) body = <p className="site-booking__notice">{t('booking:employee.unknownStaff')}</p>;
  else if (info.isError) body = <LoadFailed onRetry={() => void info.refetch()} />;
  else body = <PageLoading />;

  return (
    <div className="vs-section site-page site-checkout site-booking">
      <div className="vs-section__inner site-checkout__inner site-booking__inner">
        <h1 className="vs-section__title">{staff ? t('booking:withStaff', { name: staff.name }) : t('booking:title')}</h1>
        {body}
      </div>
    </div>
  );
}

/** The chosen slot as the summary reads it (its end from the service's length; the server keeps the real one). */
function chosenSlot(flow: EmployeeFlow, start: string): PublicSlot {
  const minutes = flow.service?.durationMinutes ?? 0;
  return {
    start,
    end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
    staffIds: [flow.staff.id],
    locationId: flow.locationId,
  };
}

function EmployeeBooking({ info, staffId }: { info: BookingInfo; staffId: number }) {
  const { t } = useTranslation(['booking', 'errors', 'validation']);
  const { site, hrefFor } = useSiteContext();
  const clientId = site.client.id;
  // The URL holds the flow; a move still on its way to the URL is shown at once (use-url-moves.ts).
  const read = useCallback(
    (value: string) => {
      const flow = employeeFlowFromUrl(staffId, new URLSearchParams(value), info);
      return flow ? employeeSearch(partsOf(flow, flow.state)) : value;
    },
    [staffId, info],
  );
  const { search: here, moveTo } = useUrlMoves(read);
  const found = useMemo(() => employeeFlowFromUrl(staffId, new URLSearchParams(here), info), [staffId, here, info]);
  const [holdSlot, { isLoading: holding }] = useHoldSlotMutation();
  // The refused move's message, shown while the URL is the one it was given for.
  const [refusal, setRefusal] = useState<{ key: Message; at: string; seq: number } | null>(null);
  if (!found) return null;
  const flow: EmployeeFlow = found;
  const { state, service, serviceType } = flow;
  if (!service || serviceType === null) return <p className="site-booking__notice">{t('booking:employee.noServices')}</p>;

  const error = refusal && refusal.at === here ? String(t(refusal.key)) : null;
  const basePath = `/appointment/employee/${staffId}`;

  function go(parts: EmployeeUrlParts, options: { replace?: boolean; error?: Message | null } = {}) {
    const target = employeeSearch(parts);
    setRefusal(options.error ? { key: options.error, at: target, seq: (refusal?.seq ?? 0) + 1 } : null);
    const replace = options.replace ?? parts.step === state.step;
    moveTo(hrefFor(`${basePath}${target}`), target, replace);
  }
  const move = (event: EmployeeBookingEvent, extra: Partial<EmployeeUrlParts> = {}, replace?: boolean) => {
    const next: EmployeeBookingState = employeeBookingReducer(state, event);
    go(partsOf(flow, next, extra), { replace, error: next.error });
  };
  const selection = { serviceType, locationId: flow.locationId, serviceIds: [service.id], staffId };

  async function leaveFirstStep() {
    if (holding) return;
    const next = employeeBookingReducer(state, { type: 'next' });
    if (next.error || !state.slot) {
      go(partsOf(flow, next), { error: next.error });
      return;
    }
    // Back from the details and on again with the same slot: its hold still stands.
    if (flow.holdId) {
      go(partsOf(flow, next));
      return;
    }
    const result = await holdSlot({ clientId, body: { ...selection, start: state.slot } });
    if (result.data) go(partsOf(flow, next, { holdId: result.data.holdId }));
    else {
      const failure = holdFailureOf(result.error);
      const taken = failure.kind === 'taken';
      go(partsOf(flow, { ...state, slot: taken ? null : state.slot }, { holdId: null }), {
        error: failure.kind === 'taken' ? 'errors:booking.slotTaken' : failure.message,
      });
    }
  }

  let content;
  switch (state.step) {
    case 'SelectDateAndSlot':
      content = (
        <>
          <EmployeeChoices
            services={flow.services}
            service={service}
            types={flow.types}
            serviceType={serviceType}
            onService={(id) => {
              const chosen = flow.services.find((s) => s.id === id);
              const type = chosen ? (typesFor(chosen, flow.staff)[0] ?? null) : null;
              go(
                { ...partsOf(flow, state), serviceId: id, serviceType: type, locationId: null, date: null, slot: null },
                { replace: true },
              );
            }}
            onType={(type) =>
              go({ ...partsOf(flow, state), serviceType: type, locationId: null, date: null, slot: null }, { replace: true })
            }
          />
          <SlotPicker
            clientId={clientId}
            info={info}
            query={{ ...selection, locationId: null }}
            date={state.date}
            slot={state.slot}
            slotLocationId={flow.locationId}
            onSelectDate={(date) =>
              move({ type: 'selectDate', date }, { locationId: null, holdId: date === state.date ? flow.holdId : null })
            }
            onSelectSlot={(date, slot) =>
              move(
                { type: 'selectSlot', date, slot: slot.start },
                { locationId: slot.locationId, holdId: slot.start === state.slot ? flow.holdId : null },
              )
            }
          />
        </>
      );
      break;
    case 'DetailFormForEmployee':
      content = state.slot && (
        <>
          <AppointmentSummary info={info} selection={{ ...selection, slot: chosenSlot(flow, state.slot) }} />
          <AppointmentDetailsStep
            clientId={clientId}
            info={info}
            body={{ ...selection, start: state.slot, employeeLink: true }}
            holdId={flow.holdId}
            // The success step replaces the form: Back from it does not offer the form again.
            onBooked={(uuid) => move({ type: 'booked', appointmentId: uuid }, {}, true)}
            onSlotTaken={() => move({ type: 'slotUnavailable' })}
          />
        </>
      );
      break;
    case 'EmployeeBookingSuccess':
      content = state.appointmentId && <BookingSuccess clientId={clientId} uuid={state.appointmentId} bookAnotherPath={basePath} />;
      break;
  }

  const index = EMPLOYEE_BOOKING_STEPS.indexOf(state.step);
  return (
    <WizardFrame
      stepKey={state.step}
      title={t(`booking:steps.${state.step}`)}
      progress={state.step === 'EmployeeBookingSuccess' ? null : { current: index + 1, total: EMPLOYEE_BOOKING_STEPS.length }}
      error={error}
      errorSeq={refusal?.seq}
      onBack={state.step === 'DetailFormForEmployee' ? () => move({ type: 'back' }) : undefined}
      onContinue={state.step === 'SelectDateAndSlot' ? () => void leaveFirstStep() : undefined}
    >
      {content}
    </WizardFrame>
  );
}
