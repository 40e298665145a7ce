// Merging a duplicate into the customer whose page it is (owners and managers): the "Merge with another
// customer…" button opening the dialog, then the page's notice "Merged." with Undo while this page is open;
// Undo says it was undone, or why it cannot be (the server's 409s, each in the interface language).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUndoCustomerMergeMutation } from '@vitrina/api-client/back-office';
import type { CustomerMerge as MergeDone, CustomerRecord, CustomerSummary } from '@vitrina/api-client/back-office';
import { Button } from '@vitrina/ui-kit';
import { customerName } from './customer-list.js';
import { CustomerMergeDialog, mergeRefusalKey } from './customer-merge-dialog.js';

export interface CustomerMergeProps {
  clientId: number;
  customer: CustomerRecord;
}

type Notice = { merge: MergeDone; removed: CustomerSummary; text: string; failed: boolean; undone: boolean };

export function CustomerMerge({ clientId, customer }: CustomerMergeProps) {
  const { t } = useTranslation(['manage']);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [undo, undoing] = useUndoCustomerMergeMutation();
  const nameOf = (c: CustomerSummary) => customerName(c) || c.email;

  async function undoMerge(n: Notice) {
    try {
      await undo({ clientId, mergeId: n.merge.id, customerId: n.merge.kept_customer_id, otherId: n.merge.removed_customer_id }).unwrap();
      setNotice({
        ...n,
        text: t('manage:customerMerge.undone', { name: nameOf(n.removed), email: n.removed.email }),
        failed: false,
        undone: true,
      });
    } catch (error) {
      setNotice({ ...n, text: t(mergeRefusalKey(error, 'undoFailed')), failed: true });
    }
  }

  return (
    <div className="vcm-tools">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('manage:customerMerge.open')}
      </Button>
      <div className={notice?.failed ? 'vcm-notice vcm-notice--failed' : 'vcm-notice'} role="status">
        {notice ? (
          <>
            <span>{notice.text}</span>
            {notice.undone ? null : (
              <Button variant="secondary" loading={undoing.isLoading} onClick={() => void undoMerge(notice)}>
                {t('manage:customerMerge.undo')}
              </Button>
            )}
          </>
        ) : null}
      </div>
      {open ? (
        <CustomerMergeDialog
          clientId={clientId}
          customer={customer}
          onClose={() => setOpen(false)}
          onMerged={(merge, removed) => {
            setOpen(false);
            setNotice({
              merge,
              removed,
              text: t('manage:customerMerge.merged', { name: nameOf(removed), email: removed.email }),
              failed: false,
              undone: false,
            });
          }}
        />
      ) : null}
    </div>
  );
}
