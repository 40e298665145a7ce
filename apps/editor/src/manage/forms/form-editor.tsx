// The builder's view: /manage/forms/new starts an empty form, /manage/forms/{id} loads one (a form just
// created arrives with the navigation, so the builder stays on screen while the server's copy loads).
import { useTranslation } from 'react-i18next';
import { useOwnerFormQuery } from '@vitrina/api-client/back-office';
import { RecordScreen, useHandedOver } from '../record-screen.js';
import { FormBuilder } from './form-builder.js';
import { FORMS_PATH } from './form-paths.js';

export function FormEditor({ clientId, formId }: { clientId: number; formId: number | null }) {
  const { t } = useTranslation(['manage']);
  const query = useOwnerFormQuery({ clientId, formId: formId ?? 0 }, { skip: formId === null, refetchOnMountOrArgChange: true });
  const form = useHandedOver('form', formId, query.data);
  return (
    <RecordScreen
      titleId="vfm-title"
      title={t(formId === null ? 'manage:formsScreen.builder.newTitle' : 'manage:formsScreen.builder.editTitle')}
      intro={t('manage:formsScreen.builder.intro')}
      className="vbl-blog vbp-products vfm-forms"
      backTo={FORMS_PATH}
      texts={{
        back: t('manage:formsScreen.builder.back'),
        loading: t('manage:formsScreen.builder.loading'),
        notFound: t('manage:formsScreen.builder.notFound'),
        loadFailed: t('manage:formsScreen.builder.loadFailed'),
        retry: t('manage:formsScreen.retry'),
      }}
      form={
        formId === null ? (
          <FormBuilder key="new" clientId={clientId} form={null} />
        ) : (
          form && <FormBuilder key={form.id} clientId={clientId} form={form} />
        )
      }
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
