import type { OwnStory } from '../schemas/stories';
import { route } from './api-route';

/* /api/stories: the seeker's own success stories. */

export const listOwnStories = route<{ response: OwnStory[] }>('GET', '/api/stories/mine');
