import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_MESSAGES } from '@skillmatch/shared/constants';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall, ApiRequestError } from '../../lib/api-client';
import { Button } from '../ui/button';

/**
 * The footer's sign-up: it stores the address, and nothing is sent to it yet, so it promises only to tell
 * when job alerts launch. Empty gives 'Enter email'; a stored address says so until the person edits or
 * returns to the field (read at their pace, not gone after a moment).
 */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  // A plain call, not a query mutation: the footer is on every first page, and its code stays small.
  const [pending, setPending] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      setMessage({ text: NEWSLETTER_MESSAGES.empty, tone: 'error' });
      return;
    }
    setPending(true);
    apiCall(api.subscribeToNewsletter, { body: { email: value } })
      .then(() => {
        setEmail('');
        setMessage({ text: NEWSLETTER_MESSAGES.subscribed, tone: 'ok' });
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
        {NEWSLETTER_MESSAGES.label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
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
