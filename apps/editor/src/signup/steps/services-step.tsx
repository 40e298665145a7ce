// Step 4: what the business offers (name, price, minutes), prefilled with its industry's usual services.
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { currencyForCountry } from '@vitrina/core-model';
import { Button, TextField, useCurrencySymbol } from '@vitrina/ui-kit';
import { SIGNUP_SERVICES_MAX, SIGNUP_SERVICE_NAME_MAX_LENGTH } from '@vitrina/validation';
import type { WizardValues } from '../wizard-values.js';

export function ServicesStep() {
  const { t } = useTranslation(['signup', 'validation']);
  const { values, errors, submitCount } = useFormikContext<WizardValues>();
  const listError = typeof errors.services === 'string' && submitCount > 0 ? errors.services : null;
  // Prices are in the currency of the business's country (the location step came before).
  const symbol = useCurrencySymbol(currencyForCountry(values.country));
  return (
    <FieldArray name="services">
      {({ push, remove }) => (
        <div className="vs-step">
          <ol className="vs-services">
            {values.services.map((_service, i) => (
              <li key={i} className="vs-service">
                <fieldset className="vs-service__fields">
                  <legend className="vs-service__legend">{t('signup:services.legend', { number: i + 1 })}</legend>
                  <TextField
                    name={`services.${i}.name`}
                    label={t('signup:fields.serviceName')}
                    required
                    maxLength={SIGNUP_SERVICE_NAME_MAX_LENGTH}
                    className="vs-service__name"
                  />
                  <TextField
                    name={`services.${i}.price`}
                    label={t('signup:fields.servicePrice', { symbol })}
                    numeric
                    inputMode="decimal"
                    className="vs-service__number"
                  />
                  <TextField
                    name={`services.${i}.duration_minutes`}
                    label={t('signup:fields.serviceMinutes')}
                    numeric
                    inputMode="numeric"
                    required
                    className="vs-service__number"
                  />
                </fieldset>
                <Button variant="secondary" className="vs-service__remove" onClick={() => remove(i)}>
                  {t('signup:services.remove', { number: i + 1 })}
                </Button>
              </li>
            ))}
          </ol>
          {listError && (
            <p className="vk-field__error" role="alert">
              {t(listError as 'validation:signup.services')}
            </p>
          )}
          {values.services.length < SIGNUP_SERVICES_MAX && (
            <Button variant="secondary" onClick={() => push({ name: '', price: '', duration_minutes: '60' })}>
              {t('signup:services.add')}
            </Button>
          )}
        </div>
      )}
    </FieldArray>
  );
}
