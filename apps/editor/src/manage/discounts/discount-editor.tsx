// The Discount codes screen's code view: /manage/discounts/new starts an empty code, /manage/discounts/{id}
// loads one (a code just created arrives with the navigation, so the form stays on screen) with its uses below.
import { useOwnerDiscountCodeQuery, useStoreSettingsQuery } from '@vitrina/api-client/back-office';
import { RecordEditor } from '../kit/record-editor.js';
import type { RecordEditorRouteProps } from '../kit/record-routes.js';
import { useHandedOver } from '../record-screen.js';
import { DiscountForm } from './discount-form.js';
import { DISCOUNTS_PATH } from './discount-paths.js';
import { DiscountUses } from './discount-uses.js';

const FRAME = { texts: 'discountsScreen.form', titleId: 'vbd-title', className: 'vbl-blog vbp-products', backTo: DISCOUNTS_PATH } as const;

export function DiscountEditor({ clientId, id: codeId }: RecordEditorRouteProps) {
  const query = useOwnerDiscountCodeQuery({ clientId, codeId: codeId ?? 0 }, { skip: codeId === null, refetchOnMountOrArgChange: true });
  const currency = useStoreSettingsQuery(clientId).data?.currency ?? 'USD';
  const code = useHandedOver('code', codeId, query.data);
  const form =
    codeId === null || code ? (
      <>
        <DiscountForm key={code?.id ?? 'new'} clientId={clientId} code={code} currency={currency} />
        {code ? <DiscountUses clientId={clientId} codeId={code.id} currency={currency} /> : null}
      </>
    ) : null;
  return <RecordEditor frame={FRAME} isNew={codeId === null} query={query} form={form} />;
}
