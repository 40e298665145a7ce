// "Delete this location?": the API deletes it, or deactivates it when appointments name it (they keep their
// place); the screen says which happened.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveOwnerLocationMutation } from '@vitrina/api-client/back-office';
import type { OwnerLocation } from '@vitrina/api-client/back-office';
import { Button, Modal } from '@vitrina/ui-kit';
import { refusalTextOf } from '../kit/index.js';
import type { FormTextKey } from '../kit/index.js';
import { LOCATION_REFUSALS } from './location-refusals.js';

export interface DeleteLocationDialogProps {
  clientId: number;
  location: OwnerLocation;
  onCancel: () => void;
  onDone: (outcome: 'deleted' | 'deactivated') => void;
  onFailed: (key: FormTextKey) => void;
}

export function DeleteLocationDialog({ clientId, location, onCancel, onDone, onFailed }: DeleteLocationDialogProps) {
  const { t } = useTranslation(['manage']);
  const [remove] = useRemoveOwnerLocationMutation();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      onDone(await remove({ clientId, locationId: location.id }).unwrap());
    } catch (error) {
      setBusy(false);
      onFailed(refusalTextOf(error, LOCATION_REFUSALS).key);
    }
  }

  return (
    <Modal
      open
      size="small"
      onClose={onCancel}
      title={t('manage:locations.deleteTitle')}
      actions={
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {t('manage:locations.deleteConfirm')}
        </Button>
      }
    >
      <p>{t('manage:locations.deleteBody', { name: location.name })}</p>
    </Modal>
  );
}
