import { BellOff } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import type { AlertFrequency } from '@skillmatch/shared/schemas/saved-searches';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAlertLink, useDeleteAlertLink, useUpdateAlertLink } from '../api/alert-link-calls';

const FREQUENCIES: { value: AlertFrequency; label: string }[] = [
  { value: 'instant', label: 'As soon as a job is posted' },
  { value: 'daily', label: 'Daily, at 8 am' },
  { value: 'weekly', label: 'Weekly, at 8 am' },
];

/**
 * /job-alerts/:id?token=…, the link at the foot of every alert email: pause or resume the alert, change
 * how often it comes, or delete it, without signing in. The token is signed for this alert only.
 */
export function AlertLinkPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const alert = useAlertLink(id, token);
  const update = useUpdateAlertLink(id, token);
  const remove = useDeleteAlertLink(id, token);
  usePageTitle('Your job alert');
  const busy = update.isPending || remove.isPending;
  const error = update.error ?? remove.error;

  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <div className="rounded-card border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
        <BellOff className="size-9 text-brand-600 dark:text-brand-400" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">Your job alert</h1>
        <div className="mt-4 space-y-4 text-zinc-700 dark:text-zinc-300">
          {remove.isSuccess ? (
            <p role="status">The alert is deleted. You will get no more emails from it.</p>
          ) : alert.isPending ? (
            <p>Loading the alert...</p>
          ) : alert.isError ? (
            <>
              <p>This link does not open a job alert: it may have been deleted already.</p>
              <ButtonLink to="/jobs" variant="secondary">
                Browse jobs
              </ButtonLink>
            </>
          ) : (
            <>
              <p>
                <strong className="text-zinc-900 dark:text-zinc-100">{alert.data.name}</strong>
                {alert.data.paused ? ' is paused: it sends nothing until you resume it.' : ' is on.'}
              </p>
              <div role="status" className="sr-only">
                {alert.data.paused ? 'Alert paused' : ''}
              </div>
              <SelectField
                label="How often"
                value={alert.data.frequency}
                options={FREQUENCIES}
                disabled={busy}
                onChange={(event) => update.mutate({ frequency: event.target.value as AlertFrequency })}
              />
              {error && <Alert tone="error">{error.message}</Alert>}
              <div className="flex flex-wrap gap-3">
                <Button disabled={busy} onClick={() => update.mutate({ paused: !alert.data.paused })}>
                  {alert.data.paused ? 'Resume alert' : 'Pause alert'}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => remove.mutate()}>
                  Delete alert
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
