// The builder's fields in the order customers see them (spec §9 "Move directions: up and down"): a field of
// each of the six types can be added, moved up or down and removed. Adding one moves focus to its label;
// moving keeps focus on the pressed button (or its twin at an end); removing moves focus to the add
// buttons; each is announced.
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FORM_FIELD_TYPES, FORM_MAX_FIELDS } from '@vitrina/core-model';
import type { FormFieldType } from '@vitrina/core-model';
import { Button } from '@vitrina/ui-kit';
import { Announcement, FieldError, useListEditing } from '../list-editing.js';
import { newField } from './form-builder-values.js';
import type { FormBuilderValues } from './form-builder-values.js';
import { FormFieldCard } from './form-field-card.js';
import type { FieldMove } from './form-field-card.js';

export function FormFieldsEditor() {
  const { t } = useTranslation(['manage', 'validation']);
  const { values, errors, submitCount } = useFormikContext<FormBuilderValues>();
  const { announce, setAnnounce, listRef, addRef, focusInList, focusAdd } = useListEditing();
  const fieldsError = submitCount > 0 && typeof errors.fields === 'string' ? errors.fields : '';

  const inField = (id: string, selector: string) => focusInList(`[data-field-id="${id}"] ${selector}`);

  return (
    <FieldArray name="fields">
      {(helpers) => {
        const add = (type: FormFieldType) => {
          const field = newField(type, values.fields);
          helpers.push(field);
          setAnnounce(t('manage:formsScreen.builder.fieldAdded', { n: values.fields.length + 1 }));
          inField(field.id, '[data-field-first]');
        };
        const move = (index: number, direction: FieldMove) => {
          const to = direction === 'up' ? index - 1 : index + 1;
          const id = values.fields[index]?.id;
          if (!id || to < 0 || to >= values.fields.length) return;
          helpers.move(index, to);
          setAnnounce(t('manage:formsScreen.builder.fieldMoved', { n: to + 1 }));
          // At the top or the bottom the pressed button is disabled: its twin keeps the focus.
          const atEnd = to === 0 || to === values.fields.length - 1;
          const other = direction === 'up' ? 'down' : 'up';
          inField(id, `[data-move="${atEnd ? other : direction}"]`);
        };
        const remove = (index: number) => {
          helpers.remove(index);
          setAnnounce(t('manage:formsScreen.builder.fieldRemoved'));
          focusAdd();
        };
        return (
          <fieldset className="vbl-form__group vfm-fields">
            <legend>{t('manage:formsScreen.builder.fields')}</legend>
            {values.fields.length === 0 ? <p className="vbs-note">{t('manage:formsScreen.builder.noFields')}</p> : null}
            <ol ref={listRef} className="vfm-fields__list">
              {values.fields.map((field, i) => (
                <li key={field.id} data-field-id={field.id}>
                  <FormFieldCard field={field} index={i} count={values.fields.length} onMove={move} onRemove={remove} />
                </li>
              ))}
            </ol>
            <FieldError error={fieldsError} />
            <div ref={addRef} className="vfm-add" role="group" aria-labelledby="vfm-add-label">
              <span id="vfm-add-label" className="vfm-add__label">
                {t('manage:formsScreen.builder.addField')}
              </span>
              {FORM_FIELD_TYPES.map((type) => (
                <Button
                  key={type}
                  type="button"
                  variant="secondary"
                  disabled={values.fields.length >= FORM_MAX_FIELDS}
                  onClick={() => add(type)}
                >
                  {t(`manage:formsScreen.types.${type}`)}
                </Button>
              ))}
            </div>
            <Announcement text={announce} />
          </fieldset>
        );
      }}
    </FieldArray>
  );
}
