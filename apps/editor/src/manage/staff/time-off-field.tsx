// Time off: a list of date-time ranges in the business's time zone (named above the list), each with a
// reason and a remove button; "Add time off" starts tomorrow's whole day and focuses its start.
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@vitrina/ui-kit';
import { useFocusAfterRender } from './focus-after-render.js';
import { newRowKey } from './staff-form-values.js';
import type { StaffFormValues } from './staff-form-values.js';

const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function TimeOffField({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation(['manage']);
  const { values, setFieldValue } = useFormikContext<StaffFormValues>();
  const setFocusId = useFocusAfterRender();

  function add() {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const after = new Date(Date.now() + 2 * 86_400_000);
    const key = newRowKey();
    void setFieldValue(
      'time_off',
      [...values.time_off, { key, starts: `${localDate(tomorrow)}T00:00`, ends: `${localDate(after)}T00:00`, reason: '' }],
      false,
    );
    setFocusId(`vbt-${key}`);
  }

  return (
    <fieldset className="vbl-form__group vbt-off">
      <legend>{t('manage:staffScreen.timeOff.title')}</legend>
      <p className="vbs-note">{t('manage:staffScreen.timeOff.zone', { zone: timeZone })}</p>
      {values.time_off.length === 0 ? <p className="vbs-note">{t('manage:staffScreen.timeOff.none')}</p> : null}
      <ul className="vbw-rows">
        {values.time_off.map((row, index) => {
          const label = t('manage:staffScreen.timeOff.row', { n: index + 1 });
          return (
            <li key={row.key} className="vbw-row vbt-row">
              <fieldset className="vbw-row__fields">
                <legend className="vbw-row__legend">{label}</legend>
                <TextField
                  id={`vbt-${row.key}`}
                  name={`time_off.${index}.starts`}
                  type="datetime-local"
                  label={t('manage:staffScreen.timeOff.starts')}
                  required
                />
                <TextField name={`time_off.${index}.ends`} type="datetime-local" label={t('manage:staffScreen.timeOff.ends')} required />
                <TextField name={`time_off.${index}.reason`} label={t('manage:staffScreen.timeOff.reason')} maxLength={200} />
              </fieldset>
              <Button
                variant="secondary"
                className="vbw-row__remove"
                aria-label={t('manage:staffScreen.week.removeRow', { row: label })}
                onClick={() => {
                  void setFieldValue(
                    'time_off',
                    values.time_off.filter((_, i) => i !== index),
                    false,
                  );
                  setFocusId('vbt-add');
                }}
              >
                {t('manage:staffScreen.week.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      <Button id="vbt-add" variant="secondary" onClick={add}>
        {t('manage:staffScreen.timeOff.add')}
      </Button>
    </fieldset>
  );
}
