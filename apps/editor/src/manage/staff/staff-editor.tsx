// The Staff screen's member view: /manage/staff/new starts an empty member, /manage/staff/{id} loads one;
// both load what the form chooses from (logins, locations, services, the business's zone).
import { useOwnerStaffMemberQuery, useOwnerStaffOptionsQuery } from '@vitrina/api-client/back-office';
import { RecordEditor } from '../kit/record-editor.js';
import type { RecordEditorRouteProps } from '../kit/record-routes.js';
import { useHandedOver } from '../record-screen.js';
import { StaffForm } from './staff-form.js';
import { STAFF_PATH } from './staff-paths.js';

const FRAME = { texts: 'staffScreen.form', titleId: 'vbst-title', className: 'vbl-blog vbp-products', backTo: STAFF_PATH } as const;

export function StaffEditor({ clientId, id: staffId }: RecordEditorRouteProps) {
  const query = useOwnerStaffMemberQuery({ clientId, staffId: staffId ?? 0 }, { skip: staffId === null, refetchOnMountOrArgChange: true });
  const options = useOwnerStaffOptionsQuery({ clientId }, { refetchOnMountOrArgChange: true });
  const member = useHandedOver('member', staffId, query.data);
  const both = {
    isLoading: query.isLoading || options.isLoading,
    error: query.error ?? options.error,
    refetch: () => {
      void options.refetch();
      if (staffId !== null) void query.refetch();
    },
  };
  const form =
    options.data && (staffId === null || member) ? (
      <StaffForm key={member?.id ?? 'new'} clientId={clientId} member={member} options={options.data} />
    ) : null;
  return <RecordEditor frame={FRAME} isNew={staffId === null} query={both} form={form} />;
}
