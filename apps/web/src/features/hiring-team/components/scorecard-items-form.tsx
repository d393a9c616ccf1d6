import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SCORECARD_MESSAGES } from '@skillmatch/shared/schemas/scorecards';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldOf, showServerErrors } from '../../../components/ui/form';
import { LoadError } from '../../../components/ui/load-error';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';
import { useSaveScorecardItems, useScorecardItems } from '../api/hiring-team-calls';
import { cardClass, skeletonBar } from './roles';

const MAX_ITEMS = 12;
const MAX_LENGTH = 60;

interface Fields {
  items: string;
}

/** The lines typed, trimmed, blank ones left out. */
const itemsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function validItems(text: string): true | string {
  const items = itemsOf(text);
  return items.length <= MAX_ITEMS && items.every((item) => item.length <= MAX_LENGTH)
    ? true
    : SCORECARD_MESSAGES.items;
}

/**
 * Owners and recruiters set what every interviewer of the company rates besides the job's skills
 * ("Communication", "Ownership"), one per line; each scorecard lists them after the job's skills.
 */
export function ScorecardItemsForm() {
  const items = useScorecardItems();
  const save = useSaveScorecardItems();
  const toast = useToast();
  const form = useForm<Fields>({ defaultValues: { items: '' }, reValidateMode: 'onSubmit' });
  const field = fieldOf(form);
  const [error, setError] = useState<string | null>(null);
  const saved = items.data?.attributes;

  useEffect(() => {
    if (saved) form.reset({ items: saved.join('\n') });
  }, [saved, form]);

  const onSubmit = form.handleSubmit((fields) =>
    save.mutate(itemsOf(fields.items), {
      onSuccess: (answer) => {
        toast(
          answer.attributes.length === 0
            ? 'Scorecards now list the job’s skills only.'
            : `Scorecards now end with ${answer.attributes.length} item${answer.attributes.length === 1 ? '' : 's'} of your own.`,
        );
      },
      onError: (failure) => setError(showServerErrors(form, failure, () => 'items')),
    }),
  );

  return (
    <section aria-labelledby="scorecard-items-heading" className={cardClass}>
      <h2 id="scorecard-items-heading" className="text-lg font-semibold tracking-tight">
        Scorecard items
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        Every interview’s scorecard rates the job’s skills, then these, on the same four-point scale.
      </p>
      {items.isPending ? (
        <div className="mt-4" aria-busy="true" aria-label="Loading the scorecard items">
          <div className={`${skeletonBar} h-24`} />
        </div>
      ) : items.isError ? (
        <div className="mt-4">
          <LoadError what="the scorecard items" onRetry={() => void items.refetch()} />
        </div>
      ) : (
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={(event) => {
            setError(null);
            void onSubmit(event);
          }}
        >
          {error && <Alert tone="error">{error}</Alert>}
          <TextareaField
            label="Your own items"
            rows={4}
            hint={`One per line, at most ${MAX_ITEMS}, each up to ${MAX_LENGTH} characters. Leave it empty to rate the job’s skills only.`}
            {...field('items', { validate: validItems })}
          />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save scorecard items'}
          </Button>
        </form>
      )}
    </section>
  );
}
