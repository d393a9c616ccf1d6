import type { SiteStats } from '../schemas/site';
import type { PublicStory } from '../schemas/stories';
import { route } from './api-route';

/* /api/site: what the landing page shows about the whole site. */

export const getSiteStats = route<{ response: SiteStats }>('GET', '/api/site/stats');

export const listPublicStories = route<{ response: PublicStory[] }>('GET', '/api/site/stories');
