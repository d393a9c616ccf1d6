import { useState } from 'react';
import type { ScorecardRatingValue } from '@skillmatch/shared/constants';
import { SCORECARD_MESSAGES, type Scorecard } from '@skillmatch/shared/schemas/scorecards';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveScorecard } from '../api/interview-calls';
import { RatingChoice } from './rating-choice';

/**
 * An interviewer's scorecard: each of the job's skills (the first listed at the top), then the team's
 * own attributes, rated on four points; notes; and the overall recommendation, needed to submit. Saved as
 * a draft as often as wanted; once submitted it no longer changes.
 */
export function ScorecardForm({ card, applicationId }: { card: Scorecard; applicationId: string }) {
  const save = useSaveScorecard(card.interviewId, applicationId);
  const toast = useToast();
  const [ratings, setRatings] = useState(
    () => new Map(card.ratings.map((entry) => [entry.item, entry.rating] as const)),
  );
  const [notes, setNotes] = useState(card.notes ?? '');
  const [recommendation, setRecommendation] = useState(card.recommendation);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submitted = card.submittedAt !== null;

  const send = (submit: boolean) => {
    if (submit && !recommendation) {
      setErrors({ recommendation: SCORECARD_MESSAGES.recommendation });
      return;
    }
    setErrors({});
    save.mutate(
      {
        ratings: [...ratings].map(([item, rating]) => ({ item, rating })),
        notes: notes.trim() || null,
        recommendation,
        submit,
      },
      {
        onSuccess: () => toast(submit ? 'Scorecard submitted' : 'Draft saved'),
        onError: (failure) =>
          setErrors({
            ...(failure instanceof ApiRequestError ? failure.body?.fields : undefined),
            form: failure.message,
          }),
      },
    );
  };

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        send(true);
      }}
    >
      {submitted && (
        <Alert tone="success">Submitted: your scorecard is in and can no longer be changed.</Alert>
      )}
      <div className="space-y-5">
        {card.items.map((item, index) => (
          <RatingChoice
            key={item.item}
            name={`item-${index}`}
            legend={item.item}
            detail={item.kind === 'skill' ? 'Skill' : 'Attribute'}
            value={ratings.get(item.item) ?? null}
            disabled={submitted}
            onChange={(rating: ScorecardRatingValue) => setRatings(new Map(ratings).set(item.item, rating))}
          />
        ))}
      </div>
      {errors.ratings && <Alert tone="error">{errors.ratings}</Alert>}
      <TextareaField
        label="Notes"
        rows={5}
        limit={5000}
        value={notes}
        disabled={submitted}
        error={errors.notes}
        hint="What you saw and heard: the team reads them once each has submitted their own."
        onChange={(event) => setNotes(event.target.value)}
      />
      <div className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
        <RatingChoice
          name="recommendation"
          legend="Overall recommendation"
          detail="Required to submit"
          value={recommendation}
          disabled={submitted}
          error={errors.recommendation}
          onChange={(rating) => {
            setRecommendation(rating);
            setErrors(({ recommendation: _gone, ...rest }) => rest);
          }}
        />
      </div>
      {errors.form && !errors.recommendation && <Alert tone="error">{errors.form}</Alert>}
      {!submitted && (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Submit scorecard'}
          </Button>
          <Button variant="secondary" disabled={save.isPending} onClick={() => send(false)}>
            Save draft
          </Button>
        </div>
      )}
    </form>
  );
}
