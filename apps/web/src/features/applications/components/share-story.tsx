import { PartyPopper } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { OwnStory } from '@skillmatch/shared/schemas/stories';
import { STORY_LENGTH, submitStorySchema } from '@skillmatch/shared/schemas/stories';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldOf, showServerErrors } from '../../../components/ui/form';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useShareStory } from '../api/applications';

const STORY_STANDING: Record<OwnStory['status'], string> = {
  pending: 'Thank you! Your story is waiting for an administrator’s approval.',
  approved: 'Your story is on the SkillMatch home page. Thank you for sharing it.',
  rejected: 'Your story was not chosen for the home page.',
};

/**
 * An application that reached Offer may tell its story for the home page (shown once an administrator
 * approves it): the site's success stories come only from people who lived them.
 */
export function ShareStory({ applicationId, story }: { applicationId: string; story: OwnStory | undefined }) {
  const share = useShareStory(applicationId);
  const [open, setOpen] = useState(false);
  const form = useForm({
    defaultValues: { story: '' },
    resolver: zodResolver(submitStorySchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const text = useWatch({ control: form.control, name: 'story' });

  if (story) {
    return (
      <p className="mt-4 flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
        <PartyPopper className="mt-0.5 size-4 shrink-0" aria-hidden />
        {STORY_STANDING[story.status]}
      </p>
    );
  }
  if (!open) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
        <PartyPopper className="size-4 shrink-0" aria-hidden />
        <span className="flex-1">Congratulations on the offer! Would you tell others how you got here?</span>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          Share your story
        </Button>
      </div>
    );
  }

  const submit = form.handleSubmit(({ story: checked }) =>
    share.mutate(checked, { onError: (error) => showServerErrors(form, error) }),
  );
  const length = text.trim().length;
  const field = fieldOf(form)('story');
  return (
    <form onSubmit={submit} className="mt-4 grid gap-3" noValidate>
      <TextareaField
        label="Your story"
        rows={4}
        maxLength={STORY_LENGTH.max}
        {...field}
        hint={`${length}/${STORY_LENGTH.max} · at least ${STORY_LENGTH.min} characters. Shown with your first name and this job once approved.`}
      />
      {share.isError && !field.error && <Alert tone="error">{share.error.message}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={share.isPending}>
          {share.isPending ? 'Sending…' : 'Send story'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
