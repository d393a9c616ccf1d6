import { CalendarDays, CheckCircle2, Clock, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { APPLY_MESSAGES, MOTIVATION_MAX, MOTIVATION_MIN } from '@skillmatch/shared/application-messages';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { loginPathFor, useEndedSession, useSession } from '../../../lib/session';
import { useApply, useApplying } from '../api/applying';
import { APPLY_DRAFT_MESSAGES, useApplyDraft } from '../use-apply-draft';
import { Fact } from './fact';

/**
 * The apply panel (docs/product.md, "Forms and their messages"): Apply Now opens the motivation box and becomes Submit
 * Application; fewer than 50 characters (trimmed) are refused before anything is sent; the real
 * experience, closing date and applicant count; 'You have already applied for this position' after.
 */
export function ApplyPanel({ job }: { job: Job }) {
  const session = useSession();
  const userId = session.data?.user?.id;
  const signedIn = Boolean(userId);
  const applying = useApplying(job.id);
  const apply = useApply(job.id);
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const boxId = useId();
  const [open, setOpen] = useState(false);
  const [motivation, setMotivation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const draft = useApplyDraft(job.id, userId, (kept) => {
    setMotivation(kept);
    setOpen(true);
  });
  // The session ended while the motivation was being written (noticed in the background, before any
  // send): it is kept and the panel says so, as when a send is refused, instead of the text vanishing.
  const ended = useEndedSession();
  const unsent = open && motivation.trim() !== '';
  const keepWhenEnded = !signedIn && ended !== undefined && unsent && !draft.signedOut;
  useEffect(() => {
    if (keepWhenEnded && ended) draft.keep(ended.user.id, motivation);
  }, [keepWhenEnded, ended, draft, motivation]);
  // A withdrawn application may be sent again: the panel offers Apply Now, saying so.
  const own = applying.data?.application;
  const withdrawn = own?.status === 'Withdrawn';

  const submit = () => {
    setProblem(null);
    if (motivation.trim().length < MOTIVATION_MIN) {
      setProblem(APPLY_MESSAGES.tooShort);
      return;
    }
    const author = userId;
    apply.mutate(motivation.trim(), {
      onSuccess: () => {
        draft.sent();
        setMotivation('');
        setOpen(false);
        toast(APPLY_MESSAGES.success);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
      // The server's own words ("already applied", "closed"); ours only when it could not be reached.
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401 && author)
          return draft.keep(author, motivation);
        setProblem(error instanceof ApiRequestError && error.body ? error.message : APPLY_MESSAGES.failed);
      },
    });
  };

  const onApplyNow = () => {
    // Signed out with a kept motivation: the panel's message and its Sign in say what to do.
    if (!signedIn && draft.signedOut) return;
    if (!signedIn) {
      void navigate(loginPathFor(location));
      return;
    }
    if (!open) setOpen(true);
    else submit();
  };

  return (
    <div className="rounded-card border border-zinc-200 p-5 dark:border-zinc-800">
      <h2 className="text-lg font-semibold">Apply for this job</h2>
      <dl className="mt-4 space-y-3">
        <Fact icon={<Clock className="size-4" aria-hidden />} label="Experience">
          {job.experience || 'Not specified'}
        </Fact>
        <Fact icon={<CalendarDays className="size-4" aria-hidden />} label="Closing On">
          {job.status !== 'active'
            ? 'Closed'
            : job.closingDate
              ? formatDate(job.closingDate)
              : 'Open until filled'}
        </Fact>
        <Fact icon={<Users className="size-4" aria-hidden />} label="Applicants">
          {applying.isPending ? '…' : `${applying.data?.applicants ?? 0} applied`}
        </Fact>
      </dl>
      <div className="mt-5">
        {signedIn && applying.isPending ? (
          // Whether this person applied is not known yet: no Apply Now that may turn out to be wrong.
          <div className="h-12 w-full animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800" aria-hidden />
        ) : own && !withdrawn ? (
          <div className="space-y-2">
            <p className="flex items-center gap-2 font-medium text-green-800 dark:text-green-300">
              <CheckCircle2 className="size-5" aria-hidden />
              {APPLY_MESSAGES.already}
            </p>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Status: {own.status}.{' '}
              <Link
                to="/applications"
                className="font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                Follow your application
              </Link>
            </p>
          </div>
        ) : job.status !== 'active' ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{APPLY_MESSAGES.closed}</p>
        ) : (
          <div className="space-y-3">
            {withdrawn && (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {APPLY_MESSAGES.withdrawnMayApplyAgain}
              </p>
            )}
            {open && (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={boxId} className="text-sm font-medium">
                  Why do you want to join this team?
                </label>
                <textarea
                  id={boxId}
                  rows={6}
                  maxLength={MOTIVATION_MAX}
                  value={motivation}
                  aria-describedby={`${boxId}-count`}
                  onChange={(event) => {
                    setMotivation(event.target.value);
                    draft.typed(event.target.value);
                    setProblem(null);
                  }}
                  className="rounded-lg border border-zinc-300 bg-white px-3 py-2.5 text-base leading-6 sm:text-sm dark:border-zinc-700 dark:bg-zinc-900"
                />
                <p id={`${boxId}-count`} className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
                  {/* Counted as it is checked: without the spaces around it. */}
                  {motivation.trim().length}/{MOTIVATION_MAX} characters (minimum {MOTIVATION_MIN})
                </p>
              </div>
            )}
            {draft.restored && <Alert tone="success">{APPLY_DRAFT_MESSAGES.restored}</Alert>}
            {problem && <Alert tone="error">{problem}</Alert>}
            {draft.signedOut && !signedIn && (
              <>
                <Alert tone="error">{APPLY_DRAFT_MESSAGES.signedOut}</Alert>
                <ButtonLink to={loginPathFor(location)} variant="secondary" className="w-full">
                  Sign in
                </ButtonLink>
              </>
            )}
            <Button className="w-full" size="lg" onClick={onApplyNow} disabled={apply.isPending}>
              {open ? (apply.isPending ? 'Submitting…' : 'Submit Application') : 'Apply Now'}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
