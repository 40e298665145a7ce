// The services of the service section (spec §3 serviceinfo): add, edit, remove, move up and down. After a
// move or a removal focus goes to the control that now makes sense (the moved service's button, the next
// service), and a status line tells screen-reader users what happened.
import { FieldArray, useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_DATA_LIMITS } from '@vitrina/core-model';
import type { LocationInfo } from '@vitrina/core-model';
import { Button, TextField, VisuallyHidden } from '@vitrina/ui-kit';
import { newServiceRow } from './service-values.js';
import type { ServiceFormValues, ServiceRow } from './service-values.js';

export function ServiceList({ locations }: { locations: readonly LocationInfo[] }) {
  const { t } = useTranslation(['editor']);
  const { values } = useFormikContext<ServiceFormValues>();
  const baseId = useId();
  const idOf = (row: ServiceRow | undefined, part: string) => (row ? `${baseId}-${row.key}-${part}` : `${baseId}-add`);
  // Where focus goes once the list has re-rendered after a change.
  const focusNext = useRef<string | null>(null);
  const setFocusId = (id: string) => {
    focusNext.current = id;
  };
  const [announcement, setAnnouncement] = useState('');
  const rows = values.services;

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [rows]);

  const nameOf = (row: ServiceRow) => row.name.trim() || t('editor:popups.service.newService');

  return (
    <fieldset className="ve-popup-group">
      <legend>{t('editor:popups.service.list')}</legend>
      <FieldArray name="services">
        {(helpers) => {
          const move = (index: number, to: number) => {
            const row = rows[index];
            if (!row || to < 0 || to >= rows.length) return;
            helpers.swap(index, to);
            // The button pressed may be disabled at its new place (first or last): use the other one.
            setFocusId(idOf(row, to === 0 ? 'down' : to === rows.length - 1 ? 'up' : index > to ? 'up' : 'down'));
            setAnnouncement(t('editor:popups.service.moved', { name: nameOf(row), position: to + 1 }));
          };
          const remove = (index: number) => {
            const row = rows[index];
            if (!row) return;
            helpers.remove(index);
            setFocusId(idOf(rows[index + 1] ?? rows[index - 1], rows[index + 1] || rows[index - 1] ? 'name' : 'add'));
            setAnnouncement(t('editor:popups.service.removed', { name: nameOf(row) }));
          };
          const add = () => {
            const row = newServiceRow(locations);
            helpers.push(row);
            setFocusId(idOf(row, 'name'));
            setAnnouncement(t('editor:popups.service.added'));
          };
          return (
            <>
              {rows.length === 0 ? (
                <p className="ve-popup-form__note">{t('editor:popups.service.empty')}</p>
              ) : (
                <ol className="ve-popup-list">
                  {rows.map((row, index) => (
                    <li key={row.key}>
                      <fieldset className="ve-popup-group">
                        <legend>{t('editor:popups.service.item', { position: index + 1, name: nameOf(row) })}</legend>
                        <TextField
                          id={idOf(row, 'name')}
                          name={`services.${index}.name`}
                          label={t('editor:popups.service.name')}
                          required
                        />
                        <TextField
                          name={`services.${index}.description`}
                          label={t('editor:popups.service.description')}
                          multiline
                          rows={3}
                        />
                        <TextField
                          name={`services.${index}.price`}
                          label={t('editor:popups.service.price')}
                          hint={t('editor:popups.service.priceHint')}
                          numeric
                          autoComplete="off"
                        />
                        <div className="ve-popup-item__actions">
                          <Button id={idOf(row, 'up')} variant="secondary" disabled={index === 0} onClick={() => move(index, index - 1)}>
                            {t('editor:popups.service.moveUp', { name: nameOf(row) })}
                          </Button>
                          <Button
                            id={idOf(row, 'down')}
                            variant="secondary"
                            disabled={index === rows.length - 1}
                            onClick={() => move(index, index + 1)}
                          >
                            {t('editor:popups.service.moveDown', { name: nameOf(row) })}
                          </Button>
                          <Button variant="danger" onClick={() => remove(index)}>
                            {t('editor:popups.service.remove', { name: nameOf(row) })}
                          </Button>
                        </div>
                      </fieldset>
                    </li>
                  ))}
                </ol>
              )}
              {/* The API refuses more (core-model SITE_DATA_LIMITS): say so where the owner would add one. */}
              {rows.length >= SITE_DATA_LIMITS.servicesPerSection ? (
                <p className="ve-popup-form__note" id={`${baseId}-full`}>
                  {t('editor:popups.service.full', { max: SITE_DATA_LIMITS.servicesPerSection })}
                </p>
              ) : null}
              <Button
                id={idOf(undefined, 'add')}
                variant="secondary"
                onClick={add}
                disabled={rows.length >= SITE_DATA_LIMITS.servicesPerSection}
                {...(rows.length >= SITE_DATA_LIMITS.servicesPerSection ? { 'aria-describedby': `${baseId}-full` } : {})}
              >
                {t('editor:popups.service.add')}
              </Button>
              <VisuallyHidden>
                <span role="status">{announcement}</span>
              </VisuallyHidden>
            </>
          );
        }}
      </FieldArray>
    </fieldset>
  );
}
