// The builder's view: /manage/forms/new starts an empty form, /manage/forms/{id} loads one (a form just
// created arrives with the navigation, so the builder stays on screen while the server's copy loads).
import { useOwnerFormQuery } from '@vitrina/api-client/back-office';
import { RecordEditor } from '../kit/record-editor.js';
import { useHandedOver } from '../record-screen.js';
import { FormBuilder } from './form-builder.js';
import { FORMS_PATH } from './form-paths.js';

const FRAME = {
  texts: 'formsScreen.builder',
  titleId: 'vfm-title',
  className: 'vbl-blog vbp-products vfm-forms',
  backTo: FORMS_PATH,
} as const;

export function FormEditor({ clientId, formId }: { clientId: number; formId: number | null }) {
  const query = useOwnerFormQuery({ clientId, formId: formId ?? 0 }, { skip: formId === null, refetchOnMountOrArgChange: true });
  const form = useHandedOver('form', formId, query.data);
  const builder = formId === null || form ? <FormBuilder key={form?.id ?? 'new'} clientId={clientId} form={form} /> : null;
  return <RecordEditor frame={FRAME} isNew={formId === null} query={query} form={builder} />;
}
