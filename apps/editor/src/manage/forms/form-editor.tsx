// The builder's view: /manage/forms/new starts an empty form, /manage/forms/{id} loads one (a form just
// created arrives with the navigation, so the builder stays on screen while the server's copy loads).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useOwnerFormQuery } from '@vitrina/api-client';
import type { OwnerForm } from '@vitrina/api-client';
import { Spinner } from '@vitrina/ui-kit';
import { LoadFailed, ScreenFrame } from '../screen-frame.js';
import { FormBuilder } from './form-builder.js';
import { FORMS_PATH } from './form-paths.js';

const handedOver = (state: unknown, formId: number | null): OwnerForm | null => {
  const form = (state as { form?: OwnerForm } | null)?.form;
  return form && form.id === formId ? form : null;
};

export function FormEditor({ clientId, formId }: { clientId: number; formId: number | null }) {
  const { t } = useTranslation(['manage']);
  const location = useLocation();
  const navigate = useNavigate();
  const query = useOwnerFormQuery({ clientId, formId: formId ?? 0 }, { skip: formId === null, refetchOnMountOrArgChange: true });
  // The server's copy wins; once it is here, the handed-over one leaves history (a reload would show it again).
  const form = query.data ?? handedOver(location.state, formId);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded && location.state) void navigate(location.pathname, { replace: true, state: null });
  }, [loaded, location.state, location.pathname, navigate]);
  const notFound = query.isError && query.error && 'status' in query.error && query.error.status === 404;

  let body;
  if (formId === null) body = <FormBuilder key="new" clientId={clientId} form={null} />;
  else if (form) body = <FormBuilder key={form.id} clientId={clientId} form={form} />;
  else if (query.isLoading) body = <Spinner label={t('manage:formsScreen.builder.loading')} />;
  else if (notFound) body = <p className="vb-state">{t('manage:formsScreen.builder.notFound')}</p>;
  else {
    body = (
      <LoadFailed
        error={query.error}
        message={t('manage:formsScreen.builder.loadFailed')}
        retryLabel={t('manage:formsScreen.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <ScreenFrame
      titleId="vfm-title"
      title={t(formId === null ? 'manage:formsScreen.builder.newTitle' : 'manage:formsScreen.builder.editTitle')}
      intro={t('manage:formsScreen.builder.intro')}
      className="vbl-blog vbp-products vfm-forms"
    >
      <Link className="vbl-link vbl-back" to={FORMS_PATH}>
        {t('manage:formsScreen.builder.back')}
      </Link>
      {body}
    </ScreenFrame>
  );
}
