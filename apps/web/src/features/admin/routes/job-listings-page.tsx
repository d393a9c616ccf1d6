export function JobListingsPage() {
  return null;
}
