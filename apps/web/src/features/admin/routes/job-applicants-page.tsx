export function JobApplicantsPage() {
  return null;
}
