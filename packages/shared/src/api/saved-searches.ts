import type { z } from 'zod';
import type {
  AlertLinkUpdate,
  AlertLinkView,
  CreateGuestAlert,
  CreateSavedSearch,
  SavedSearch,
  SavedSearchesResponse,
  UpdateSavedSearch,
  alertLinkQuerySchema,
  savedSearchIdParamsSchema,
} from '../schemas/saved-searches';
import { route } from './api-route';

/* /api/saved-searches: job alerts (saved searches and match alerts), and their emails' signed links. */

type AlertId = z.output<typeof savedSearchIdParamsSchema>;
type AlertLink = z.input<typeof alertLinkQuerySchema>;

export const listSavedSearches = route<{ response: SavedSearchesResponse }>('GET', '/api/saved-searches');

export const createSavedSearch = route<{ body: CreateSavedSearch; response: { id: string } }>(
  'POST',
  '/api/saved-searches',
);

export const getSavedSearch = route<{ params: AlertId; response: SavedSearch }>(
  'GET',
  '/api/saved-searches/:id',
);

export const updateSavedSearch = route<{ params: AlertId; body: UpdateSavedSearch; response: SavedSearch }>(
  'PATCH',
  '/api/saved-searches/:id',
);

export const deleteSavedSearch = route<{ params: AlertId; response: { deleted: true } }>(
  'DELETE',
  '/api/saved-searches/:id',
);

export const getAlertByLink = route<{ params: AlertId; query: AlertLink; response: AlertLinkView }>(
  'GET',
  '/api/saved-searches/:id/link',
);

export const updateAlertByLink = route<{
  params: AlertId;
  query: AlertLink;
  body: AlertLinkUpdate;
  response: AlertLinkView;
}>('PATCH', '/api/saved-searches/:id/link');

export const deleteAlertByLink = route<{ params: AlertId; query: AlertLink; response: { deleted: true } }>(
  'DELETE',
  '/api/saved-searches/:id/link',
);

export const unsubscribeAlert = route<{ params: AlertId; query: AlertLink; response: AlertLinkView }>(
  'POST',
  '/api/saved-searches/:id/unsubscribe',
);

export const createGuestAlert = route<{ body: CreateGuestAlert; response: { id: string } }>(
  'POST',
  '/api/saved-searches/guest',
);

export const confirmGuestAlert = route<{ params: AlertId; query: AlertLink; response: AlertLinkView }>(
  'POST',
  '/api/saved-searches/:id/confirm',
);
