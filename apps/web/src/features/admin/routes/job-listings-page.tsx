import { Plus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { AdminJobsTable } from '../components/admin-jobs-table';
import { AdminPageShell } from '../components/admin-page-shell';

/** /admin/job-listings: the jobs table on its own, full width (the top bar's Jobs link). */
export function JobListingsPage() {
  return (
    <AdminPageShell
      title="Job Listings"
      subtitle="Every job, open or closed, with its applicants."
      width="max-w-6xl"
      aside={
        <ButtonLink to="/admin/jobs">
          <Plus className="size-4" aria-hidden />
          Add New Job
        </ButtonLink>
      }
    >
      <AdminJobsTable />
    </AdminPageShell>
  );
}
