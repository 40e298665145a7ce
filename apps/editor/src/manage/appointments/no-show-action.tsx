// The no-show mark of an appointment whose time has passed (issue 31: the dashboard's no-shows): "Mark as
// no-show" asks first (it names the customer and the time), "Clear no-show" undoes a mistake at once. The
// badge (no-show-badge.tsx) says it in the calendar's entry and in the appointment's detail.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetOwnerAppointmentNoShowMutation } from '@vitrina/api-client/back-office';
import type { OwnerAppointment } from '@vitrina/api-client/back-office';
import { currentLocale } from '@vitrina/i18n';
import { Button, Modal, useToast } from '@vitrina/ui-kit';
import { customerName, whenOf } from './appointment-view.js';
import { useFail } from './use-fail.js';

/** Whether the mark is offered: a booked appointment whose start has passed (or one marked, to clear it). */
export const offersNoShow = (a: OwnerAppointment, now: Date) =>
  a.status === 'booked' && (a.noShowAt !== null || Date.parse(a.start) <= now.getTime());

export function NoShowAction({ clientId, appointment }: { clientId: number; appointment: OwnerAppointment }) {
  const { t, i18n } = useTranslation(['manage']);
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [setNoShow, { isLoading }] = useSetOwnerAppointmentNoShowMutation();
  const { message, setMessage, fail } = useFail();
  async function send(noShow: boolean) {
    setMessage('');
    try {
      await setNoShow({ clientId, appointmentId: appointment.id, noShow }).unwrap();
      toast.success(t(noShow ? 'manage:appointments.noShow.marked' : 'manage:appointments.noShow.cleared'));
      setOpen(false);
    } catch (error) {
      fail(error);
    }
  }
  const error = (
    <p className="va-form__error" role="alert" aria-live="assertive">
      {message}
    </p>
  );
  if (appointment.noShowAt)
    return (
      <div className="va-no-show">
        <Button type="button" variant="secondary" loading={isLoading} onClick={() => void send(false)}>
          {t('manage:appointments.noShow.clear')}
        </Button>
        {error}
      </div>
    );
  return (
    <div className="va-no-show">
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('manage:appointments.noShow.mark')}
      </Button>
      {open ? (
        <Modal
          open
          size="small"
          onClose={() => setOpen(false)}
          title={t('manage:appointments.noShow.title')}
          actions={
            <Button type="button" loading={isLoading} onClick={() => void send(true)}>
              {t('manage:appointments.noShow.confirm')}
            </Button>
          }
        >
          <p>
            {t('manage:appointments.noShow.body', {
              customer: customerName(appointment) || appointment.customer.email,
              when: whenOf(appointment, currentLocale(i18n)),
            })}
          </p>
          {error}
        </Modal>
      ) : (
        error
      )}
    </div>
  );
}
