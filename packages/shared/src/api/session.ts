import type { SessionState } from '../schemas/session';
import { route } from './api-route';

/* /api/session: who is signed in, and the site's public settings. */

export const getSession = route<{ response: SessionState }>('GET', '/api/session');
