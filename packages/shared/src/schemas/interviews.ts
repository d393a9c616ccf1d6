import { z } from '../zod';
import { text } from './text';

export const INTERVIEW_MESSAGES = {
  startsAt: 'Give the start as a date and time, such as 2030-05-14T10:00',
  past: 'The interview must start in the future',
  skipped: 'This time does not exist in that time zone (the clocks change then)',
  duration: 'The duration must be a whole number of minutes from 5 to 480',
  timeZone: 'Choose a known time zone, such as Europe/Paris',
  interviewers: 'Choose at least one interviewer (at most 10)',
  interviewerEmail: 'Give each interviewer’s email address',
  notOnTeam: (email: string) => `${email} is not on this company’s hiring team`,
  nothing: 'Say what changes: the time, the duration, the time zone, the interviewers or the place',
} as const;

/** Whether the runtime (Node or the browser) knows the IANA time zone. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An instant with its offset (`…Z`, `…+02:00`) or a wall-clock time in `timeZone` (`2030-05-14T10:00`). */
const START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

const fields = {
  startsAt: z
    .string({ error: INTERVIEW_MESSAGES.startsAt })
    .regex(START, { error: INTERVIEW_MESSAGES.startsAt }),
  durationMinutes: z
    .number({ error: INTERVIEW_MESSAGES.duration })
    .int({ error: INTERVIEW_MESSAGES.duration })
    .min(5, { error: INTERVIEW_MESSAGES.duration })
    .max(480, { error: INTERVIEW_MESSAGES.duration }),
  timeZone: z
    .string({ error: INTERVIEW_MESSAGES.timeZone })
    .refine(isTimeZone, { error: INTERVIEW_MESSAGES.timeZone }),
  interviewerEmails: z
    .array(
      z
        .string({ error: INTERVIEW_MESSAGES.interviewerEmail })
        .trim()
        .max(254, { error: INTERVIEW_MESSAGES.interviewerEmail })
        .pipe(z.email({ error: INTERVIEW_MESSAGES.interviewerEmail })),
      { error: INTERVIEW_MESSAGES.interviewers },
    )
    .min(1, { error: INTERVIEW_MESSAGES.interviewers })
    .max(10, { error: INTERVIEW_MESSAGES.interviewers }),
  /** A room's address or a video link. */
  location: text('Place', { max: 300 }).nullable().optional(),
  /** A word to the candidate, in the invitation. */
  message: text('Message', { max: 2000, multiline: true }).nullable().optional(),
};

/** POST /api/applications/:id/interviews */
export const scheduleInterviewSchema = z.object(fields);
export type ScheduleInterview = z.infer<typeof scheduleInterviewSchema>;

/** PATCH /api/interviews/:id: a reschedule, with the fields that change. */
export const rescheduleInterviewSchema = z
  .object({
    startsAt: fields.startsAt.optional(),
    durationMinutes: fields.durationMinutes.optional(),
    timeZone: fields.timeZone.optional(),
    interviewerEmails: fields.interviewerEmails.optional(),
    location: fields.location,
    message: fields.message,
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: INTERVIEW_MESSAGES.nothing,
  });
export type RescheduleInterview = z.infer<typeof rescheduleInterviewSchema>;

export const interviewIdParamsSchema = z.object({ id: z.uuid({ error: 'Interview not found' }) });

export const scheduledInterviewSchema = z.object({ id: z.string() });
export type ScheduledInterview = z.infer<typeof scheduledInterviewSchema>;

/** One interview as the candidate and the hiring team see it. */
export const interviewSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  /** The start and end as instants (UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  timeZone: z.string(),
  location: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(['scheduled', 'cancelled']),
  /** How many times it changed (its calendar file's SEQUENCE). */
  sequence: z.number().int(),
  interviewers: z.array(z.object({ name: z.string(), email: z.string() })),
  /** Where its calendar file is downloaded ("Add to calendar"). */
  calendarUrl: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** An interview on its interviewer's dashboard: with whom, for which job. */
export const upcomingInterviewSchema = interviewSchema.extend({
  candidate: z.string(),
  job: z.string(),
});
export type UpcomingInterview = z.infer<typeof upcomingInterviewSchema>;

/** GET /api/interviews?applicationId=… (the hiring team) */
export const interviewListQuerySchema = z.object({
  applicationId: z.uuid({ error: 'Application not found' }),
});
