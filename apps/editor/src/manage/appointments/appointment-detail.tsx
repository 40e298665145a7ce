// The open appointment: loads it, shows it with Reschedule, Cancel and notes (a canceled one only shows);
// focus moves to its heading when it opens, and Back returns to the calendar.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnerAppointmentQuery } from '@vitrina/api-client/back-office';
import type { AppointmentOptions } from '@vitrina/api-client/back-office';
import { Button, Spinner } from '@vitrina/ui-kit';
import { LoadFailed } from '../screen-frame.js';
import { CancelButton, NotesForm, RescheduleForm } from './appointment-actions.js';
import { AppointmentView } from './appointment-view.js';

export interface AppointmentDetailProps {
  clientId: number;
  appointmentId: number;
  options: AppointmentOptions | undefined;
  currency?: string;
  onBack: () => void;
}

export function AppointmentDetail({ clientId, appointmentId, options, currency, onBack }: AppointmentDetailProps) {
  const { t } = useTranslation(['manage']);
  const query = useOwnerAppointmentQuery({ clientId, appointmentId });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  let body;
  if (query.isLoading) body = <Spinner label={t('manage:appointments.loadingAppointment')} />;
  else if (!query.data)
    body = (
      <LoadFailed
        error={query.error}
        message={t('manage:appointments.appointmentFailed')}
        retryLabel={t('manage:appointments.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const appointment = query.data;
    const active = appointment.status === 'booked' || appointment.status === 'held';
    body = (
      <div className="va-detail__body">
        <AppointmentView appointment={appointment} headingRef={headingRef} currency={currency} />
        <div className="va-detail__actions">
          {appointment.status === 'booked' ? <RescheduleForm clientId={clientId} appointment={appointment} options={options} /> : null}
          <NotesForm clientId={clientId} appointment={appointment} />
          {active ? <CancelButton clientId={clientId} appointment={appointment} /> : null}
        </div>
      </div>
    );
  }
  return (
    <div className="va-detail" aria-busy={query.isFetching || undefined}>
      <Button type="button" variant="secondary" className="va-back" onClick={onBack}>
        {t('manage:appointments.back')}
      </Button>
      {body}
    </div>
  );
}
