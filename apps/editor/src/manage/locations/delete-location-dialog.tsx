// "Delete this location?": the API deletes it, or deactivates it when appointments name it (they keep their
// place); the screen says which happened.
import { useTranslation } from 'react-i18next';
import { useRemoveOwnerLocationMutation } from '@vitrina/api-client/back-office';
import type { OwnerLocation } from '@vitrina/api-client/back-office';
import { DangerConfirm, refusalTextOf } from '../kit/index.js';
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
  return (
    <DangerConfirm
      title={t('manage:locations.deleteTitle')}
      confirm={t('manage:locations.deleteConfirm')}
      run={async () => onDone(await remove({ clientId, locationId: location.id }).unwrap())}
      onRefused={(error) => onFailed(refusalTextOf(error, LOCATION_REFUSALS).key)}
      onCancel={onCancel}
    >
      <p>{t('manage:locations.deleteBody', { name: location.name })}</p>
    </DangerConfirm>
  );
}
