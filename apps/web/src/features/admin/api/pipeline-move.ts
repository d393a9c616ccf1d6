import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../../lib/api-client';
import { adminQueryKey } from '../../../lib/query-keys';

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
        await apiCall(api.updateApplication, {
          params: { id: applicationIds[0]! },
          body: { status, ...fields },
        });
        return 1;
      }
      const result = await apiCall(api.moveApplications, { body: { applicationIds, status, ...fields } });
      return result.moved;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
