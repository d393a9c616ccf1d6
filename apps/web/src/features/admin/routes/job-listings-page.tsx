import { Plus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { AdminJobsTable } from '../components/admin-jobs-table';
import { AdminPageShell } from '../components/admin-page-shell';
import { UpcomingInterviews } from '../components/upcoming-interviews';
import { useSession } from '../../../lib/session';

const SUBTITLES = {
  operator: 'Every job, open or closed, with its applicants.',
  owner: 'Your company’s jobs, open or closed, with their applicants.',
  recruiter: 'Your company’s jobs, open or closed, with their applicants.',
  interviewer: 'The jobs you interview for, with their applicants.',
} as const;

/**
 * /admin/job-listings: the jobs table on its own, full width (the top bar's Jobs link): the jobs the
 * viewer works on; interviewers only read them, and find their upcoming interviews above them (their
 * /dashboard is the seeker's).
 */
export function JobListingsPage() {
  const role = useSession().data?.backOffice?.role ?? 'operator';
  return (
    <AdminPageShell
      title={role === 'interviewer' ? 'My Interviews' : 'Job Listings'}
      subtitle={SUBTITLES[role]}
      width="max-w-6xl"
      aside={
        role !== 'interviewer' && (
          <ButtonLink to="/admin/jobs">
            <Plus className="size-4" aria-hidden />
            Add New Job
          </ButtonLink>
        )
      }
    >
      {role === 'interviewer' && (
        <div className="mb-6">
          <UpcomingInterviews enabled />
        </div>
      )}
      <AdminJobsTable />
    </AdminPageShell>
  );
}
