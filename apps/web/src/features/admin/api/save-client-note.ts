import { savedClientNoteSchema } from '@navalha/core/contracts/admin-clients';
import type { SavedClientNote, SaveClientNoteBody } from '@navalha/core/contracts/admin-clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** PUT /admin/clients/{id}/note: the shop's private note on the client (empty removes it). */
export function saveClientNote(id: string, body: SaveClientNoteBody): Promise<SavedClientNote> {
  return apiRequest(`/admin/clients/${encodeURIComponent(id)}/note`, {
    method: 'PUT',
    body,
    schema: savedClientNoteSchema,
    silent: true,
  });
}

export function useSaveClientNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveClientNoteBody) => saveClientNote(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.client(id) }),
  });
}
