// The dashboard's period picker (issue 31): today, the last 7 or 30 days, this month, or a custom period whose
// two days the shared yup schema judges (the API judges them with the same one); its errors show on their
// fields and nothing is asked until they are right.
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS } from '@vitrina/api-client/contracts';
import type { DashboardPeriodKind, DashboardRange } from '@vitrina/api-client/back-office';
import { Button, FocusFirstError, TextField } from '@vitrina/ui-kit';
import { dashboardPeriodSchema } from '@vitrina/validation';
import type { DashboardPeriod } from './dashboard-period.js';

export interface PeriodPickerProps {
  value: DashboardPeriod;
  /** The days shown now: a new custom period starts from them. */
  shown: DashboardRange | undefined;
  onChange: (period: DashboardPeriod) => void;
}

export function PeriodPicker({ value, shown, onChange }: PeriodPickerProps) {
  const { t } = useTranslation(['manage']);
  const [customOpen, setCustomOpen] = useState(value.period === 'custom');
  const active: DashboardPeriodKind = customOpen ? 'custom' : value.period;
  const pick = (period: DashboardPeriodKind) => {
    if (period === 'custom') {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    onChange({ period, from: '', to: '' });
  };
  const initial = value.period === 'custom' ? { from: value.from, to: value.to } : { from: shown?.from ?? '', to: shown?.to ?? '' };

  return (
    <div className="vdb-period">
      <div className="vdb-switch vdb-period__choices" role="group" aria-label={t('manage:dashboard.period.label')}>
        {DASHBOARD_PERIODS.map((period) => (
          <Button
            key={period}
            type="button"
            variant={active === period ? 'primary' : 'secondary'}
            aria-pressed={active === period}
            onClick={() => pick(period)}
          >
            {t(`manage:dashboard.period.${period}`)}
          </Button>
        ))}
      </div>
      {customOpen ? (
        <Formik
          initialValues={initial}
          initialTouched={value.period === 'custom' ? { from: true, to: true } : {}}
          validateOnMount={value.period === 'custom'}
          validationSchema={dashboardPeriodSchema}
          onSubmit={(values) => onChange({ period: 'custom', from: values.from.trim(), to: values.to.trim() })}
        >
          <Form className="vdb-custom" noValidate aria-label={t('manage:dashboard.custom.legend')}>
            <FocusFirstError formSelector=".vdb-custom" />
            <TextField name="from" type="date" label={t('manage:dashboard.custom.from')} required />
            <TextField name="to" type="date" label={t('manage:dashboard.custom.to')} required />
            <Button type="submit">{t('manage:dashboard.custom.apply')}</Button>
          </Form>
        </Formik>
      ) : null}
    </div>
  );
}
