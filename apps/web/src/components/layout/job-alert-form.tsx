import { useId, useState, type FormEvent } from 'react';
import { FOOTER_ALERT_MESSAGES } from '@skillmatch/shared/constants';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall, ApiRequestError } from '../../lib/api-client';
import { browserTimeZone } from '../../lib/time-zone';
import { Button } from '../ui/button';

/**
 * The footer's "Get new jobs in your inbox": a visitor's job alert for every new job, weekly at 8 am in
 * their time zone. The server emails a confirmation link first and sends nothing before it is followed
 * (double opt-in). Empty gives 'Enter email'; the request to confirm stays until the person edits or
 * returns to the field (read at their pace, not gone after a moment).
 */
export function JobAlertForm() {
  const inputId = useId();
  const hintId = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  // A plain call, not a query mutation: the footer is on every first page, and its code stays small.
  const [pending, setPending] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      setMessage({ text: FOOTER_ALERT_MESSAGES.empty, tone: 'error' });
      return;
    }
    setPending(true);
    apiCall(api.createGuestAlert, {
      body: { email: value, frequency: 'weekly', timeZone: browserTimeZone() },
    })
      .then(() => {
        setEmail('');
        setMessage({ text: FOOTER_ALERT_MESSAGES.subscribed, tone: 'ok' });
      })
      .catch((error: unknown) =>
        setMessage({
          text: error instanceof ApiRequestError ? error.message : 'Could not subscribe. Please try again.',
          tone: 'error',
        }),
      )
      .finally(() => setPending(false));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {FOOTER_ALERT_MESSAGES.label}
      </label>
      <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
        {FOOTER_ALERT_MESSAGES.hint}
      </p>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          aria-describedby={hintId}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setMessage(null);
          }}
          onFocus={() => setMessage((shown) => (shown?.tone === 'ok' ? null : shown))}
          placeholder="you@example.com"
          className="h-11 min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-3 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        />
        <Button type="submit" disabled={pending}>
          Subscribe
        </Button>
      </div>
      <p
        role="status"
        className={`min-h-5 text-sm ${message?.tone === 'error' ? 'text-red-700 dark:text-red-400' : 'text-green-700 dark:text-green-400'}`}
      >
        {message?.text}
      </p>
    </form>
  );
}
