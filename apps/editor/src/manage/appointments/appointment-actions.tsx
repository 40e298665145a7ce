// What can be done to an open appointment: reschedule it (date + time in the business zone, and staff
// member), keep notes on it, and cancel it after a confirmation. Refusals are said in a toast and beside
// the form (aria-live), e.g. "the staff member already has an appointment at that time". The reschedule
// and the notes are panels on the kit's ResourceDialogForm (started again when the appointment changes).
import type { FormikValues } from 'formik';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCancelOwnerAppointmentMutation,
  useRescheduleOwnerAppointmentMutation,
  useSaveOwnerAppointmentNotesMutation,
} from '@vitrina/api-client/back-office';
import type { AppointmentOptions, OwnerAppointment } from '@vitrina/api-client/back-office';
import { currentLocale } from '@vitrina/i18n';
import { Button, Modal, SelectField, TextField, useToast } from '@vitrina/ui-kit';
import { object, string } from 'yup';
import { ResourceDialogForm } from '../kit/index.js';
import type { FormSchema } from '../kit/index.js';
import { APPOINTMENT_REFUSALS } from './appointment-errors.js';
import { useFail } from './use-fail.js';
import { customerName, whenOf } from './appointment-view.js';
import { zonedInstant, zonedParts } from './zoned-time.js';

interface ActionProps {
  clientId: number;
  appointment: OwnerAppointment;
}

interface RescheduleValues {
  date: string;
  time: string;
  staffId: string;
}

/** A new time needs its date and its start (any time: the API refuses only an overlap). */
const rescheduleSchema = object({
  date: string().required('manage:appointments.form.chooseDate'),
  time: string().required('manage:appointments.form.chooseTime'),
});

/** The notes are free text (the field holds their limit). */
const notesSchema = object({ staffNote: string() });

interface AppointmentPanelProps<V extends FormikValues> {
  initialValues: V;
  schema: FormSchema<V>;
  save: (values: V) => Promise<unknown>;
  /** The toast of a save. */
  done: string;
  /** The submit button's text. */
  submit: string;
  className: string;
  labelledBy?: string;
  children: ReactNode;
}

/**
 * A form on an open appointment, on the kit's ResourceDialogForm: started again when the appointment is
 * fetched again; a save says so in a toast; a refusal in a toast and on the line before the button.
 */
function AppointmentPanel<V extends FormikValues>({ save, done, submit, children, ...form }: AppointmentPanelProps<V>) {
  const toast = useToast();
  const { message, setMessage, fail } = useFail();
  return (
    <ResourceDialogForm<V, V, unknown>
      {...form}
      inputOf={(values) => values}
      save={(values) => {
        setMessage('');
        return save(values);
      }}
      onSaved={() => toast.success(done)}
      reinitialize
      refusals={APPOINTMENT_REFUSALS}
      notice={{ onError: fail }}
    >
      {({ isSubmitting }) => (
        <>
          {children}
          <FormEnd message={message} busy={isSubmitting} submit={submit} />
        </>
      )}
    </ResourceDialogForm>
  );
}

export function RescheduleForm({ clientId, appointment, options }: ActionProps & { options: AppointmentOptions | undefined }) {
  const { t } = useTranslation(['manage']);
  const [reschedule] = useRescheduleOwnerAppointmentMutation();
  const local = zonedParts(appointment.start, appointment.timeZone);
  const staff = options?.staff.length ? options.staff : [appointment.staff];
  const initial: RescheduleValues = { date: local.date, time: local.time, staffId: String(appointment.staff.id) };
  async function save(values: RescheduleValues) {
    await reschedule({
      clientId,
      appointmentId: appointment.id,
      start: zonedInstant(values.date, values.time, appointment.timeZone).toISOString(),
      staffId: Number(values.staffId),
    }).unwrap();
  }
  return (
    <AppointmentPanel
      initialValues={initial}
      schema={rescheduleSchema}
      save={save}
      done={t('manage:appointments.reschedule.done')}
      submit={t('manage:appointments.reschedule.submit')}
      className="va-form va-form--inline"
      labelledBy="va-reschedule-title"
    >
      <h3 id="va-reschedule-title" className="va-form__title">
        {t('manage:appointments.reschedule.title')}
      </h3>
      <div className="va-form__row">
        <TextField name="date" type="date" label={t('manage:appointments.reschedule.date')} required />
        <TextField name="time" type="time" step={300} label={t('manage:appointments.reschedule.time')} required />
        <SelectField
          name="staffId"
          label={t('manage:appointments.reschedule.staff')}
          options={staff.map((s) => ({ value: String(s.id), label: s.name }))}
          placeholder={false}
        />
      </div>
    </AppointmentPanel>
  );
}

/** The staff's own note on an appointment, the same field when booking it and after: its hint and its limit. */
export function StaffNoteField({ label, rows }: { label: string; rows: number }) {
  const { t } = useTranslation(['manage']);
  return <TextField name="staffNote" label={label} hint={t('manage:appointments.notes.hint')} multiline rows={rows} maxLength={5000} />;
}

/** The end of an appointment's form: why it was refused (read out at once), then its submit button. */
function FormEnd({ message, busy, submit }: { message: string; busy: boolean; submit: string }) {
  return (
    <>
      <p className="va-form__error" role="alert" aria-live="assertive">
        {message}
      </p>
      <Button type="submit" variant="secondary" loading={busy}>
        {submit}
      </Button>
    </>
  );
}

export function NotesForm({ clientId, appointment }: ActionProps) {
  const { t } = useTranslation(['manage']);
  const [saveNotes] = useSaveOwnerAppointmentNotesMutation();
  return (
    <AppointmentPanel
      initialValues={{ staffNote: appointment.staffNote }}
      schema={notesSchema}
      save={(values) => saveNotes({ clientId, appointmentId: appointment.id, staffNote: values.staffNote }).unwrap()}
      done={t('manage:appointments.notes.done')}
      submit={t('manage:appointments.notes.save')}
      className="va-form"
    >
      <StaffNoteField label={t('manage:appointments.notes.label')} rows={3} />
    </AppointmentPanel>
  );
}

export function CancelButton({ clientId, appointment }: ActionProps) {
  const { t, i18n } = useTranslation(['manage']);
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelOwnerAppointmentMutation();
  const { message, setMessage, fail } = useFail();
  async function confirm() {
    setMessage('');
    try {
      await cancel({ clientId, appointmentId: appointment.id }).unwrap();
      toast.success(t('manage:appointments.cancel.done'));
      setOpen(false);
    } catch (error) {
      fail(error);
    }
  }
  return (
    <>
      <Button type="button" variant="danger" onClick={() => setOpen(true)}>
        {t('manage:appointments.cancel.button')}
      </Button>
      {open ? (
        <Modal
          open
          size="small"
          onClose={() => setOpen(false)}
          title={t('manage:appointments.cancel.title')}
          actions={
            <Button type="button" variant="danger" loading={isLoading} onClick={() => void confirm()}>
              {t('manage:appointments.cancel.confirm')}
            </Button>
          }
        >
          <p>
            {t('manage:appointments.cancel.body', {
              customer: customerName(appointment) || appointment.customer.email,
              when: whenOf(appointment, currentLocale(i18n)),
            })}
          </p>
          <p className="va-form__error" role="alert" aria-live="assertive">
            {message}
          </p>
        </Modal>
      ) : null}
    </>
  );
}
