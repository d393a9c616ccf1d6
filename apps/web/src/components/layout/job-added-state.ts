/** What the add-job page puts in the history entry of the new job's page. */
export interface JobAddedState {
  jobAdded: { id: string; title: string };
}

/** The job just published, when this history entry is its page's first visit after publishing. */
export function jobAddedOf(state: unknown): JobAddedState['jobAdded'] | null {
  const added = (state as Partial<JobAddedState> | null)?.jobAdded;
  return added && typeof added.id === 'string' && typeof added.title === 'string' ? added : null;
}
