// One field of the form builder: its label, help text, whether it is required and, for a choice, its
// options (add and remove, 2 to FORM_MAX_OPTIONS); moving it up or down and removing it are the list's.
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FORM_MAX_OPTIONS } from '@vitrina/core-model';
import type { CustomerFormField } from '@vitrina/core-model';
import { Button, CheckboxField, TextField } from '@vitrina/ui-kit';
import { FORM_HELP_MAX_LENGTH, FORM_LABEL_MAX_LENGTH, FORM_OPTION_MAX_LENGTH } from '@vitrina/validation';
import { FieldError } from '../list-editing.js';
import type { FormBuilderValues } from './form-builder-values.js';

export type FieldMove = 'up' | 'down';

export interface FormFieldCardProps {
  field: CustomerFormField;
  index: number;
  count: number;
  onMove: (index: number, direction: FieldMove) => void;
  onRemove: (index: number) => void;
}

function OptionsEditor({ field, index }: { field: CustomerFormField; index: number }) {
  const { t } = useTranslation(['manage', 'validation']);
  const { errors, submitCount } = useFormikContext<FormBuilderValues>();
  const path = `fields.${index}.options`;
  const raw: unknown = getIn(errors, path);
  const error = submitCount > 0 && typeof raw === 'string' ? raw : '';
  const errorId = `vfm-${field.id}-options-error`;
  return (
    <FieldArray name={path}>
      {(helpers) => (
        <fieldset className="vfm-options" aria-describedby={error ? errorId : undefined}>
          <legend>{t('manage:formsScreen.builder.options')}</legend>
          <ol className="vfm-options__list">
            {field.options.map((_option, j) => (
              // Options have no id of their own: their place is their identity while editing.
              <li key={j} className="vfm-option">
                <TextField
                  name={`${path}.${j}`}
                  label={t('manage:formsScreen.builder.option', { n: j + 1 })}
                  maxLength={FORM_OPTION_MAX_LENGTH}
                  data-option-input
                />
                <Button
                  type="button"
                  variant="link"
                  disabled={field.options.length <= 2}
                  onClick={() => helpers.remove(j)}
                  aria-label={t('manage:formsScreen.builder.removeOption', { n: j + 1 })}
                >
                  {t('manage:formsScreen.builder.removeOptionShort')}
                </Button>
              </li>
            ))}
          </ol>
          <FieldError id={errorId} error={error} />
          <Button type="button" variant="secondary" disabled={field.options.length >= FORM_MAX_OPTIONS} onClick={() => helpers.push('')}>
            {t('manage:formsScreen.builder.addOption')}
          </Button>
        </fieldset>
      )}
    </FieldArray>
  );
}

export function FormFieldCard({ field, index, count, onMove, onRemove }: FormFieldCardProps) {
  const { t } = useTranslation(['manage']);
  const type = t(`manage:formsScreen.types.${field.type}`);
  return (
    <fieldset className="vfm-field">
      <legend className="vfm-field__legend">
        {t('manage:formsScreen.builder.field', { n: index + 1 })} · {type}
      </legend>
      <div className="vfm-field__grid">
        <TextField
          name={`fields.${index}.label`}
          label={t('manage:formsScreen.builder.label')}
          required
          maxLength={FORM_LABEL_MAX_LENGTH}
          data-field-first
        />
        <TextField
          name={`fields.${index}.help`}
          label={t('manage:formsScreen.builder.help')}
          hint={t('manage:formsScreen.builder.helpHint')}
          maxLength={FORM_HELP_MAX_LENGTH}
        />
      </div>
      <CheckboxField name={`fields.${index}.required`} label={t('manage:formsScreen.builder.required')} />
      {field.type === 'choice' ? <OptionsEditor field={field} index={index} /> : null}
      <div className="vfm-field__actions" role="group" aria-label={t('manage:formsScreen.builder.field', { n: index + 1 })}>
        <Button type="button" variant="secondary" disabled={index === 0} onClick={() => onMove(index, 'up')} data-move="up">
          {t('manage:formsScreen.builder.moveUp')}
        </Button>
        <Button type="button" variant="secondary" disabled={index === count - 1} onClick={() => onMove(index, 'down')} data-move="down">
          {t('manage:formsScreen.builder.moveDown')}
        </Button>
        <Button type="button" variant="link" className="vfm-field__remove" onClick={() => onRemove(index)}>
          {t('manage:formsScreen.builder.remove')}
        </Button>
      </div>
    </fieldset>
  );
}
