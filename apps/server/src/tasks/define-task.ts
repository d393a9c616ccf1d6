import { z } from 'zod';
import type { App } from '../app-types';
import type { TaskDefinition, TaskName } from './tasks';

/** Declares a task whose handler works with the app (`definitions/`). */
export const defineTask = <N extends TaskName>(definition: TaskDefinition<N, App>): TaskDefinition<N, App> =>
  definition;

/** A row's id carried in a task's data. */
export const rowId = z.string().min(1);

/** The data of a task that carries none (a schedule's). */
export const nothing = z.object({}).strict();
