import { BellPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { AlertFrequency, CreateSavedSearch } from '@skillmatch/shared/schemas/saved-searches';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSaveSearch } from '../api/saved-searches';
import { browserTimeZone } from '../../../lib/time-zone';

const FREQUENCIES: { value: AlertFrequency; label: string }[] = [
  { value: 'instant', label: 'As soon as a job is posted' },
  { value: 'daily', label: 'Daily, at 8 am' },
  { value: 'weekly', label: 'Weekly, at 8 am' },
];

const MIN_MATCHES = [
  { value: '', label: 'Any job this search finds' },
  { value: '60', label: 'Only jobs matching me at least 60%' },
  { value: '75', label: 'Only jobs matching me at least 75%' },
  { value: '90', label: 'Only jobs matching me at least 90%' },
];

/**
 * "Save this search": the job list's query as a job alert, with a name (suggested from the search), how
 * often it comes and, for a seeker, a minimum match. Visitors are asked to sign in first.
 */
export function SaveSearchButton({
  query,
  suggestedName,
}: {
  query: CreateSavedSearch['query'];
  suggestedName: string;
}) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(suggestedName);
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [minMatch, setMinMatch] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const save = useSaveSearch();
  const toast = useToast();
  const location = useLocation();
  const next = `${location.pathname}${location.search}`;

  const start = (next: boolean) => {
    if (next) {
      setName(suggestedName);
      setFields({});
      setMessage('');
    }
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const timeZone = browserTimeZone();
    save.mutate(
      {
        name: name.trim() || undefined,
        query,
        frequency,
        minMatch: minMatch ? Number(minMatch) : null,
        ...(timeZone ? { timeZone } : {}),
      },
      {
        onSuccess: () => {
          setOpen(false);
          toast('Job alert saved. Manage it on your profile.');
        },
        onError: (error) => {
          setFields(error instanceof ApiRequestError ? (error.body?.fields ?? {}) : {});
          setMessage(error.message);
        },
      },
    );
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => start(true)}>
        <BellPlus className="size-4 shrink-0" aria-hidden /> Save this search
      </Button>
      <Dialog
        open={open}
        onOpenChange={start}
        title="Save this search"
        description={
          signedIn
            ? 'We email you new jobs this search finds, each job once.'
            : 'Sign in to get new jobs this search finds by email.'
        }
      >
        {signedIn ? (
          <form onSubmit={submit} className="grid w-full gap-4" noValidate>
            <TextField
              label="Name"
              value={name}
              limit={120}
              error={fields.name}
              onChange={(event) => setName(event.target.value)}
            />
            <SelectField
              label="How often"
              value={frequency}
              options={FREQUENCIES}
              error={fields.frequency}
              onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
            />
            <SelectField
              label="Which jobs"
              value={minMatch}
              options={MIN_MATCHES}
              error={fields.minMatch}
              onChange={(event) => setMinMatch(event.target.value)}
            />
            {message && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {message}
              </p>
            )}
            <div className="flex justify-end gap-3">
              <Button type="button" variant="secondary" onClick={() => start(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save alert'}
              </Button>
            </div>
          </form>
        ) : (
          <ButtonLink to={`/login?next=${encodeURIComponent(next)}`}>Sign in</ButtonLink>
        )}
      </Dialog>
    </>
  );
}
