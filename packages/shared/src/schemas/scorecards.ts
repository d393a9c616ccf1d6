import { z } from '../zod';
import { SCORECARD_RATINGS } from '../constants';
import { text } from './text';

export const SCORECARD_MESSAGES = {
  rating: 'Rate it strong no, no, yes or strong yes',
  recommendation: 'Give your overall recommendation to submit the scorecard',
  unknownItem: (item: string) => `“${item}” is not on this scorecard`,
  submitted: 'Your scorecard is submitted: it can no longer be changed',
  items: 'Give at most 12 items, each up to 60 characters',
} as const;

const rating = z.enum(SCORECARD_RATINGS, { error: SCORECARD_MESSAGES.rating });

/** PUT /api/interviews/:id/scorecard: a draft, or (submit) the final scorecard. */
export const saveScorecardSchema = z
  .object({
    ratings: z.array(z.object({ item: z.string().max(200), rating })).max(60),
    notes: text('Notes', { max: 5000, multiline: true }).nullable().optional(),
    recommendation: rating.nullable().optional(),
    submit: z.boolean().default(false),
  })
  .refine((card) => !card.submit || card.recommendation, {
    error: SCORECARD_MESSAGES.recommendation,
    path: ['recommendation'],
  });
export type SaveScorecard = z.infer<typeof saveScorecardSchema>;

/** One interviewer's scorecard. */
export const scorecardSchema = z.object({
  interviewId: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  /** The job's skills (first listed first), then the company's attributes. */
  items: z.array(z.object({ item: z.string(), kind: z.enum(['skill', 'attribute']) })),
  ratings: z.array(z.object({ item: z.string(), rating })),
  notes: z.string().nullable(),
  recommendation: rating.nullable(),
  submittedAt: z.string().nullable(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/**
 * GET /api/interviews/scorecards?applicationId=…: who said what. `hidden` when the viewer is on one of the
 * application's interviews and has not submitted their scorecard: then only their own is shown.
 */
export const scorecardSummarySchema = z.object({
  hidden: z.boolean(),
  scorecards: z.array(scorecardSchema),
  /** Submitted recommendations, counted by rating. */
  recommendations: z.record(z.enum(SCORECARD_RATINGS), z.number().int()),
});
export type ScorecardSummary = z.infer<typeof scorecardSummarySchema>;

/** PUT /api/interviews/attributes: the company's own scorecard items. */
export const scorecardAttributesSchema = z.object({
  attributes: z
    .array(
      text('Scorecard item', {
        required: SCORECARD_MESSAGES.items,
        max: 60,
        tooLong: SCORECARD_MESSAGES.items,
      }),
    )
    .max(12, { error: SCORECARD_MESSAGES.items }),
});
export type ScorecardAttributes = z.infer<typeof scorecardAttributesSchema>;

export const NOTE_MESSAGES = {
  body: 'Write the note (up to 5,000 characters)',
  mention: 'Mention only people of the hiring team who can read this application',
} as const;

/** POST /api/applications/:id/notes: the note and the ids of the members it mentions. */
export const addNoteSchema = z.object({
  body: text('Note', {
    required: NOTE_MESSAGES.body,
    max: 5000,
    tooLong: NOTE_MESSAGES.body,
    multiline: true,
  }),
  mentions: z.array(z.string().max(100)).max(20).default([]),
});
export type AddNote = z.infer<typeof addNoteSchema>;

export const applicationNoteSchema = z.object({
  id: z.string(),
  author: z.string(),
  body: z.string(),
  mentions: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;
