/** What a job alert's suggested name reads of its search (the job list's filters). */
export interface NamedSearch {
  q?: string | undefined;
  location?: string | undefined;
  remote?: boolean | string | undefined;
  skills?: readonly string[] | undefined;
  type?: string | undefined;
  category?: string | undefined;
  company?: string | undefined;
}

/**
 * A name for a job alert from its search, the same on the "Save this search" form and for an alert
 * saved through the API without one: "Remote react jobs in Lisbon", "Jobs that match me at 70%".
 */
export function suggestedAlertName(search: NamedSearch, minMatch?: number | null): string {
  const what = [search.q, ...(search.skills ?? []), search.type, search.category].filter(Boolean).join(', ');
  const remote = search.remote === true || search.remote === 'true';
  const subject = `${remote ? 'Remote ' : ''}${what ? `${what} jobs` : 'Jobs'}`;
  const where = search.location ? ` in ${search.location}` : '';
  const company = search.company ? ` at ${search.company}` : '';
  const wording = `${subject.charAt(0).toUpperCase()}${subject.slice(1)}${where}${company}`;
  const plain = wording === 'Jobs' && minMatch ? `Jobs that match me at ${minMatch}%` : wording;
  return plain.length > 120 ? `${plain.slice(0, 119)}…` : plain;
}
