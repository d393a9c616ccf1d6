import { Link } from 'react-router';
import type { AlertFrequency, SavedSearch } from '@skillmatch/shared/schemas/saved-searches';
import { Button } from '../../../components/ui/button';
import { useDeleteJobAlert, useJobAlerts, useUpdateJobAlert } from '../api/use-job-alerts';
import { card } from './profile-form-api';

const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily',
  weekly: 'Weekly',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The job list's URL of an alert's search. */
const searchLink = (alert: SavedSearch) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(alert.query)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  return `/jobs?${params.toString()}`;
};

function AlertRow({ alert }: { alert: SavedSearch }) {
  const update = useUpdateJobAlert();
  const remove = useDeleteJobAlert();
  const busy = update.isPending || remove.isPending;
  return (
    <li className="grid gap-2 border-b border-zinc-200 py-4 last:border-b-0 dark:border-zinc-800">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          <Link to={searchLink(alert)} className="underline-offset-2 hover:underline">
            {alert.name}
          </Link>
        </h3>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {FREQUENCY_LABELS[alert.frequency]}
          {alert.minMatch ? ` · matching me ${alert.minMatch}%+` : ''}
          {alert.paused
            ? alert.pausedReason === 'bounced'
              ? ' · paused: your address refused our email'
              : ' · paused'
            : ''}
        </p>
      </div>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {alert.lastSentAt ? `Last sent ${when(alert.lastSentAt)}` : 'Nothing sent yet'}
      </p>
      {alert.sent.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-zinc-700 dark:text-zinc-300">
          {alert.sent.map((job) => (
            <li key={job.jobId}>
              <Link to={`/jobs/${job.jobId}`} className="underline underline-offset-2">
                {job.title}
              </Link>{' '}
              at {job.company}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => update.mutate({ id: alert.id, body: { paused: !alert.paused } })}
        >
          {alert.paused ? `Resume ${alert.name}` : `Pause ${alert.name}`}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => remove.mutate(alert.id)}>
          Delete {alert.name}
        </Button>
      </div>
    </li>
  );
}

/** The profile's "Job alerts": every alert with its last sending and what it sent; pause or delete. */
export function JobAlertsSection() {
  const alerts = useJobAlerts();
  return (
    <section aria-labelledby="job-alerts-heading" className={`${card} grid gap-3`}>
      <h2 id="job-alerts-heading" className="text-base font-semibold tracking-tight">
        Job alerts
      </h2>
      {alerts.isPending ? (
        <p className="text-sm">Loading job alerts...</p>
      ) : alerts.isError ? (
        <p className="text-sm">{alerts.error.message}</p>
      ) : alerts.data.items.length === 0 ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          No job alerts yet. Search the{' '}
          <Link to="/jobs" className="underline underline-offset-2">
            job list
          </Link>{' '}
          and choose “Save this search”.
        </p>
      ) : (
        <ul>
          {alerts.data.items.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </section>
  );
}
