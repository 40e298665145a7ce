// "Use this template" (issue 16): the loaded draft dressed in the chosen template (core-model adoptTemplate,
// with the template's own template.json) and saved through the editor's draft save, with the version it was
// loaded at — so the switch is a saved, published version that the backups can undo, and a draft changed
// meanwhile is refused (409) rather than overwritten.
import { useCallback, useEffect, useState } from 'react';
import { previewApi, useSaveWebsiteDraftMutation } from '@vitrina/api-client';
import type { WebsiteDraft } from '@vitrina/api-client';
import { useCreateBuilderSessionMutation } from '@vitrina/api-client/signup';
import { adoptTemplate } from '@vitrina/core-model';
import type { ScreenError } from '../screen-frame.js';

export function useTemplateSwitch(clientId: number) {
  const [loadTemplate] = previewApi.useLazyTemplateDataQuery();
  const [save] = useSaveWebsiteDraftMutation();
  return useCallback(
    async (draft: WebsiteDraft, templateId: number) => {
      const template = await loadTemplate(templateId, true).unwrap();
      return save({
        clientId,
        data: adoptTemplate(draft.data, template),
        last_updated: draft.last_updated,
        version: draft.version,
      }).unwrap();
    },
    [clientId, loadTemplate, save],
  );
}

/** A builder session of the business's draft (§3 builder data): every preview shows its own content. */
export function useBuilderSession(clientId: number) {
  const [create, state] = useCreateBuilderSessionMutation();
  const [builderId, setBuilderId] = useState<string | null>(null);
  const start = useCallback(() => {
    create(clientId)
      .unwrap()
      .then((answer) => setBuilderId(answer.builder_id))
      .catch(() => undefined); // the state's error is shown
  }, [clientId, create]);
  useEffect(start, [start]);
  return { builderId, loading: !builderId && !state.isError, error: builderId ? undefined : (state.error as ScreenError), restart: start };
}

/** The builder preview of spec §2 on the business's own host (the editor runs there). */
export const previewUrl = (builderId: string, templateId: number) =>
  `/?${new URLSearchParams({ builder_id: builderId, template_id: String(templateId) }).toString()}`;
