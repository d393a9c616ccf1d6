import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { EmailTemplateKind } from '@skillmatch/shared/email-templates';
import type { TemplateText } from '@skillmatch/shared/schemas/email-templates';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { emailTemplatesQueryKey } from '../../../lib/query-keys';

/** GET /api/email-templates: the company's wording of each kind. */
export function useEmailTemplates() {
  return useQuery(apiQuery(emailTemplatesQueryKey, api.listEmailTemplates));
}

/** PUT /api/email-templates/:kind. */
export function useSaveEmailTemplate(kind: EmailTemplateKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: TemplateText) => apiCall(api.saveEmailTemplate, { params: { kind }, body: text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplatesQueryKey }),
  });
}

/** DELETE /api/email-templates/:kind: back to the default wording. */
export function useResetEmailTemplate(kind: EmailTemplateKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(api.resetEmailTemplate, { params: { kind } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplatesQueryKey }),
  });
}

/** POST /api/email-templates/preview: the wording filled in with sample data. */
export function usePreviewEmailTemplate() {
  return useMutation({
    mutationFn: (text: TemplateText) => apiCall(api.previewEmailTemplate, { body: text }),
  });
}

/** POST /api/email-templates/test: to the signed-in member. */
export function useTestEmailTemplate() {
  return useMutation({
    mutationFn: (text: TemplateText) => apiCall(api.testEmailTemplate, { body: text }),
  });
}
