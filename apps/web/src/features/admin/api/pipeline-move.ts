import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PipelineItem } from '@skillmatch/shared/schemas/admin';
import type { Application } from '@skillmatch/shared/schemas/applications';
import { apiRequest } from '../../../lib/api-client';
import { pipelineKeys } from './pipeline-keys';

/** What a move sends besides the status: each field only when the recruiter filled it in. */
export interface MoveFields {
  nextStep?: string;
  nextStepDate?: string;
  feedback?: string;
}

export interface MoveVariables {
  applicationIds: string[];
  status: string;
  fields: MoveFields;
}

/**
 * Moves one application (PATCH /api/applications/:id) or several at once (POST …/bulk, all or none).
 * A refused move (409) rejects with the server's message. Afterwards every admin query refreshes.
 */
export function useMoveApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ applicationIds, status, fields }: MoveVariables) => {
      if (applicationIds.length === 1) {
        await apiRequest<Application>(`/api/applications/${encodeURIComponent(applicationIds[0]!)}`, {
          method: 'PATCH',
          body: { status, ...fields },
        });
        return 1;
      }
      const result = await apiRequest<{ moved: number; items: PipelineItem[] }>(
        '/api/admin/applications/bulk',
        { method: 'POST', body: { applicationIds, status, ...fields } },
      );
      return result.moved;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }),
  });
}
