import type { JobCategory, JobType } from '@skillmatch/shared/constants';
import type { Resolver } from 'react-hook-form';
import { createJobSchema, type CreateJob, type Job } from '@skillmatch/shared/schemas/jobs';
import { SALARY_ORDER_MESSAGE, salaryInOrder } from '@skillmatch/shared/schemas/salary';

export const ROW_LISTS = ['responsibilities', 'requirements', 'skills'] as const;
export type RowListName = (typeof ROW_LISTS)[number];

/** One row of a list field (the form library keys the rows itself). */
export interface Row {
  value: string;
}

/** What the add/edit form holds: text as typed, so that nothing the person typed is lost. */
export interface JobFormValues {
  title: string;
  company: string;
  location: string;
  salaryMin: string;
  salaryMax: string;
  type: JobType;
  category: JobCategory | '';
  experience: string;
  postedDate: string;
  closingDate: string;
  remote: boolean;
  description: string;
  responsibilities: Row[];
  requirements: Row[];
  skills: Row[];
}

export type JobFormField = keyof JobFormValues;
export type FieldErrors = Partial<Record<JobFormField, string>>;

/** The fields a person fills in (what PATCH sends from the edit form: never status or currency). */
export type JobFormPayload = Omit<CreateJob, 'status' | 'currency'>;

export const newRow = (value = ''): Row => ({ value });

const rowsOf = (values: readonly string[]) => (values.length > 0 ? values.map(newRow) : [newRow()]);

/** Today in the person's own time zone, as YYYY-MM-DD (what a date input holds). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyJobFormValues(now = new Date()): JobFormValues {
  return {
    title: '',
    company: '',
    location: '',
    salaryMin: '',
    salaryMax: '',
    type: 'Full-time',
    category: '',
    experience: '',
    postedDate: todayIso(now),
    closingDate: '',
    remote: false,
    description: '',
    responsibilities: [newRow()],
    requirements: [newRow()],
    skills: [newRow()],
  };
}

export function jobFormValuesFrom(job: Job): JobFormValues {
  return {
    title: job.title,
    company: job.company,
    location: job.location ?? '',
    salaryMin: job.salaryMin === null ? '' : String(job.salaryMin),
    salaryMax: job.salaryMax === null ? '' : String(job.salaryMax),
    type: job.type,
    category: job.category,
    experience: job.experience ?? '',
    postedDate: job.postedDate.slice(0, 10),
    closingDate: job.closingDate?.slice(0, 10) ?? '',
    remote: job.remote,
    description: job.description,
    responsibilities: rowsOf(job.responsibilities),
    requirements: rowsOf(job.requirements),
    skills: rowsOf(job.skills),
  };
}

/** "120,000", "$ 90000" and "90000" are all 90 000; empty is "not given"; anything else is NaN. */
export function parseSalary(text: string): number | null {
  const cleaned = text.replace(/[\s,_]/g, '').replace(/^\$/, '');
  if (cleaned === '') return null;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const LABELS: Record<string, string> = {
  title: 'Title',
  company: 'Company',
  location: 'Location',
  salaryMin: 'Minimum salary',
  salaryMax: 'Maximum salary',
  type: 'Job type',
  category: 'Category',
  experience: 'Experience',
  postedDate: 'Posted date',
  closingDate: 'Closing date',
  description: 'Description',
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  skills: 'Skills',
};

type ParseParams = NonNullable<Parameters<typeof createJobSchema.safeParse>[1]>;
type ErrorMap = Extract<NonNullable<ParseParams['error']>, (...args: never[]) => unknown>;

/** Messages for the form where the shared schema keeps zod's defaults (its own texts always win). */
const formMessages: ErrorMap = (issue) => {
  const field = String(issue.path?.[0] ?? '');
  const label = LABELS[field] ?? 'This field';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return `${label} is required`;
      return issue.expected === 'int' || issue.expected === 'number'
        ? `${label} must be a whole number`
        : `${label} is not valid`;
    case 'too_small':
      return issue.origin === 'number' ? `${label} cannot be negative` : `${label} is required`;
    case 'too_big':
      if (issue.origin === 'number')
        return `${label} must be at most ${Number(issue.maximum).toLocaleString('en-US')}`;
      if (issue.origin === 'array') return `${label}: at most ${issue.maximum} entries`;
      // A row of a list: say which one.
      if (issue.path && issue.path.length > 1)
        return `${label}: entry ${Number(issue.path[1]) + 1} must be at most ${issue.maximum} characters`;
      return `${label} must be at most ${issue.maximum} characters`;
    case 'invalid_value':
      return issue.input === '' || issue.input === undefined
        ? `${label} is required`
        : `Choose a valid ${label.toLowerCase()}`;
    case 'invalid_format':
      return `${label} must be a date`;
    default:
      return undefined;
  }
};

/** The body the form sends, before validation: empty rows and empty optional fields left out. */
export function draftPayload(values: JobFormValues) {
  const rows = (list: Row[]) => list.map((row) => row.value.trim()).filter(Boolean);
  return {
    title: values.title,
    company: values.company,
    location: values.location,
    salaryMin: parseSalary(values.salaryMin),
    salaryMax: parseSalary(values.salaryMax),
    type: values.type,
    category: values.category,
    experience: values.experience.trim() || null,
    postedDate: values.postedDate,
    closingDate: values.closingDate || null,
    remote: values.remote,
    description: values.description,
    responsibilities: rows(values.responsibilities),
    requirements: rows(values.requirements),
    skills: rows(values.skills),
  };
}

export type ValidationResult = { ok: true; payload: JobFormPayload } | { ok: false; errors: FieldErrors };

/**
 * Checks the form with the server's own schema (createJobSchema), so that the messages under the fields
 * are the ones the server would give. The cross-field rules (salary order, closing after posting) are
 * also checked up front, so that every problem shows at once rather than one round at a time.
 */
export function validateJobForm(values: JobFormValues): ValidationResult {
  const draft = draftPayload(values);
  const result = createJobSchema.safeParse(draft, { error: formMessages });
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as JobFormField;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  // An empty date input is "not given" rather than "not a date".
  if (values.postedDate === '') errors.postedDate = 'Posted date is required';
  const { salaryMin, salaryMax, closingDate, postedDate } = draft;
  if (!errors.salaryMin && !errors.salaryMax && !salaryInOrder(salaryMin, salaryMax)) {
    errors.salaryMax = SALARY_ORDER_MESSAGE;
  }
  if (!errors.closingDate && !errors.postedDate && closingDate && postedDate && closingDate < postedDate) {
    errors.closingDate = 'Closing date cannot be before the posted date';
  }
  if (result.success && Object.keys(errors).length === 0) {
    const { status: _status, currency: _currency, ...payload } = result.data;
    return { ok: true, payload };
  }
  return { ok: false, errors };
}

/** validateJobForm as the form's resolver: one message per field, a list's on the list as a whole. */
export const jobFormResolver: Resolver<JobFormValues, unknown, JobFormPayload> = (values) => {
  const checked = validateJobForm(values);
  if (checked.ok) return { values: checked.payload, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(checked.errors).map(([field, message]) => [field, { type: 'validate', message }]),
  );
  return { values: {}, errors };
};

/** The server's `fields` ("skills.2", "salaryMax") as messages for the form's fields. */
export function fieldErrorsFromServer(fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = path.split('.')[0] as JobFormField;
    if (field in LABELS && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The add form pre-filled from another job (Duplicate): posted today, and a closing date only if still ahead. */
export function duplicateJobFormValues(job: Job, now = new Date()): JobFormValues {
  const values = jobFormValuesFrom(job);
  const today = todayIso(now);
  return { ...values, postedDate: today, closingDate: values.closingDate >= today ? values.closingDate : '' };
}
