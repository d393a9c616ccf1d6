import { CalendarPlus, ClipboardCheck, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Interview } from '@skillmatch/shared/schemas/interviews';
import type { JobInterviewers } from '@skillmatch/shared/schemas/back-office';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { useToast } from '../../../components/ui/toast';
import {
  useCancelInterview,
  useRescheduleInterview,
  useScheduleInterview,
  useTeamInterviews,
} from '../api/interview-calls';
import { interviewTime, isAhead } from '../../../lib/interview-times';
import { InterviewForm } from './interview-form';

const linkClass =
  'inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300';

/** "Scheduled", "Done" or "Cancelled", as the list shows each interview. */
function stateOf(interview: Interview): { label: string; classes: string } {
  if (interview.status === 'cancelled')
    return { label: 'Cancelled', classes: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300' };
  if (isAhead(interview))
    return {
      label: 'Scheduled',
      classes: 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200',
    };
  return { label: 'Done', classes: 'bg-green-50 text-green-800 dark:bg-green-950/60 dark:text-green-200' };
}

/**
 * The application's interviews with their state, and (owners and recruiters) scheduling, rescheduling
 * and cancelling them; each interviewer finds their scorecard here.
 */
export function TeamInterviews({
  applicationId,
  team,
  manages,
  viewerEmail,
}: {
  applicationId: string;
  team: JobInterviewers['team'];
  manages: boolean;
  viewerEmail: string;
}) {
  const interviews = useTeamInterviews(applicationId);
  const schedule = useScheduleInterview(applicationId);
  const reschedule = useRescheduleInterview(applicationId);
  const cancel = useCancelInterview(applicationId);
  const toast = useToast();
  // null: the list; 'new': the schedule form; an interview: its reschedule form.
  const [editing, setEditing] = useState<Interview | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);

  if (interviews.isPending)
    return (
      <div
        aria-label="Loading the interviews"
        className="h-16 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800"
      />
    );
  if (interviews.isError)
    return <LoadError what="the interviews" onRetry={() => void interviews.refetch()} />;

  if (editing !== null)
    return (
      <InterviewForm
        interview={editing === 'new' ? undefined : editing}
        team={team}
        pending={schedule.isPending || reschedule.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={async (values) => {
          if (editing === 'new') await schedule.mutateAsync(values);
          else await reschedule.mutateAsync({ id: editing.id, change: values });
          toast(
            editing === 'new'
              ? 'Interview scheduled: the invitations are on their way'
              : 'Interview rescheduled: everyone gets the update',
          );
          setEditing(null);
        }}
      />
    );

  return (
    <>
      {interviews.data.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No interview yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Interviews">
          {interviews.data.map((interview) => {
            const state = stateOf(interview);
            const holds = interview.interviewers.some((person) => person.email === viewerEmail);
            return (
              <li
                key={interview.id}
                className="rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className={interview.status === 'cancelled' ? 'line-through' : 'font-medium'}>
                    {interviewTime(interview)}
                  </span>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${state.classes}`}>
                    {state.label}
                  </span>
                </div>
                <p className="mt-1 text-zinc-600 dark:text-zinc-400">
                  {interview.durationMinutes} minutes with{' '}
                  {interview.interviewers.map((person) => person.name).join(', ')}
                </p>
                {interview.location && (
                  <p className="mt-1 flex items-center gap-1 break-all text-zinc-700 dark:text-zinc-300">
                    <MapPin className="size-4 shrink-0" aria-hidden />
                    {interview.location}
                  </p>
                )}
                {interview.status === 'scheduled' && (
                  <div className="mt-1 flex flex-wrap items-center gap-x-4">
                    {holds && (
                      <Link
                        to={`/admin/applications/${applicationId}/interviews/${interview.id}/scorecard`}
                        className={linkClass}
                      >
                        <ClipboardCheck className="size-4" aria-hidden />
                        Your scorecard
                      </Link>
                    )}
                    <a href={interview.calendarUrl} download="interview.ics" className={linkClass}>
                      <CalendarPlus className="size-4" aria-hidden />
                      Add to calendar
                    </a>
                    {manages && isAhead(interview) && (
                      <>
                        <Button size="sm" variant="ghost" onClick={() => setEditing(interview)}>
                          Reschedule
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setCancelling(interview)}>
                          Cancel interview
                        </Button>
                      </>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {manages && (
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => setEditing('new')}>
          Schedule an interview
        </Button>
      )}
      <Dialog
        alert
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel this interview?"
        description={
          cancelling
            ? `${interviewTime(cancelling)}: the candidate and the interviewers get the cancellation for their calendars.`
            : undefined
        }
      >
        {cancel.isError && (
          <div className="w-full">
            <Alert tone="error">{cancel.error.message}</Alert>
          </div>
        )}
        <DialogClose asChild>
          <Button variant="secondary">Keep it</Button>
        </DialogClose>
        <Button
          disabled={cancel.isPending}
          onClick={() =>
            cancelling &&
            cancel.mutate(cancelling.id, {
              onSuccess: () => {
                setCancelling(null);
                toast('Interview cancelled');
              },
            })
          }
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel interview'}
        </Button>
      </Dialog>
    </>
  );
}
