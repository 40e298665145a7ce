// The back office's Locations screen (owner 1 and manager 3; spec §3 "Location", "Service area"; issue 14):
// the places where storefront appointments happen — added and edited in a dialog, deleted after a
// confirmation (or made inactive when appointments name them) — and, below, the service areas of mobile
// appointments. What happened is said in a live status line; focus returns to the opener after a dialog.
import '../kit/kit.css';
import './locations.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnerLocationsQuery } from '@vitrina/api-client/back-office';
import type { OwnerLocation } from '@vitrina/api-client/back-office';
import { Button } from '@vitrina/ui-kit';
import { ResourceList } from '../kit/index.js';
import { ScreenFrame, StatusNotice } from '../screen-frame.js';
import type { ScreenNotice } from '../screen-frame.js';
import { DeleteLocationDialog } from './delete-location-dialog.js';
import { LocationDialog } from './location-dialog.js';
import { LocationList } from './location-list.js';
import { ServiceAreas } from './service-areas.js';

export interface LocationsScreenProps {
  clientId: number;
}

/** The dialog open: null none, 'new' adding, a location editing. */
type Editing = null | 'new' | OwnerLocation;

export function LocationsScreen({ clientId }: LocationsScreenProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const list = useOwnerLocationsQuery({ clientId }, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<OwnerLocation | null>(null);
  const [notice, setNotice] = useState<ScreenNotice>(null);

  return (
    <ScreenFrame titleId="vl-title" title={t('manage:locations.title')} intro={t('manage:locations.intro')} className="vl-locations">
      <section className="vl-panel" aria-labelledby="vl-list-title">
        <div className="vl-panel__head">
          <h2 id="vl-list-title" className="vl-panel__title">
            {t('manage:locations.list')}
          </h2>
          <Button type="button" variant="primary" onClick={() => setEditing('new')}>
            {t('manage:locations.add')}
          </Button>
        </div>
        <StatusNotice className="vl-notice" notice={notice} />
        <ResourceList
          query={list}
          items={list.data ?? []}
          texts={{
            loading: t('manage:locations.loading'),
            loadFailed: t('manage:locations.loadFailed'),
            retry: t('manage:locations.retry'),
            empty: t('manage:locations.none'),
          }}
        >
          {(locations) => <LocationList locations={locations} onEdit={setEditing} onDelete={setDeleting} />}
        </ResourceList>
      </section>
      <ServiceAreas clientId={clientId} />
      {editing ? (
        <LocationDialog
          clientId={clientId}
          location={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({ text: t('manage:locations.saved', { name: saved.name }), failed: false });
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteLocationDialog
          clientId={clientId}
          location={deleting}
          onCancel={() => setDeleting(null)}
          onDone={(outcome) => {
            setDeleting(null);
            setNotice({ text: t(`manage:locations.${outcome}`, { name: deleting.name }), failed: false });
          }}
          onFailed={(key) => {
            setDeleting(null);
            setNotice({ text: t(key), failed: true });
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}
