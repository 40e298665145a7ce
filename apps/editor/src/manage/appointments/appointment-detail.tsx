// The open appointment: loads it, shows it with Reschedule, Cancel and notes (a canceled one only shows),
// and, once its time has passed, the no-show mark; focus moves to its heading when it opens, and Back
// returns to the calendar.
import { useOwnerAppointmentQuery } from '@vitrina/api-client/back-office';
import type { AppointmentOptions } from '@vitrina/api-client/back-office';
import { MailPanel } from '../messages/index.js';
import { OpenRecord } from '../record-screen.js';
import { CancelButton, NotesForm, RescheduleForm } from './appointment-actions.js';
import { AppointmentView } from './appointment-view.js';
import { NoShowAction, offersNoShow } from './no-show-action.js';

export interface AppointmentDetailProps {
  clientId: number;
  appointmentId: number;
  options: AppointmentOptions | undefined;
  currency?: string;
  onBack: () => void;
  /** Now, for whether the appointment's time has passed (tests pass a fixed one). */
  now?: () => Date;
}

export function AppointmentDetail({ clientId, appointmentId, options, currency, onBack, now = () => new Date() }: AppointmentDetailProps) {
  const query = useOwnerAppointmentQuery({ clientId, appointmentId });
  return (
    <OpenRecord kind="appointment" query={query} onBack={onBack}>
      {(appointment, headingRef) => (
        <div className="va-detail__body">
          <AppointmentView appointment={appointment} headingRef={headingRef} currency={currency} />
          <div className="va-detail__actions">
            {appointment.status === 'booked' ? <RescheduleForm clientId={clientId} appointment={appointment} options={options} /> : null}
            {offersNoShow(appointment, now()) ? <NoShowAction clientId={clientId} appointment={appointment} /> : null}
            <NotesForm clientId={clientId} appointment={appointment} />
            {appointment.status === 'booked' || appointment.status === 'held' ? (
              <CancelButton clientId={clientId} appointment={appointment} />
            ) : null}
          </div>
          <MailPanel clientId={clientId} about={{ appointment_id: appointment.id }} />
        </div>
      )}
    </OpenRecord>
  );
}
