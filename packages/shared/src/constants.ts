/** The product's constants (docs/product.md), shared by server and web. */

export const JOB_CATEGORIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Sales',
  'Logistics',
  'Design',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_STATUSES = ['active', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const DEFAULT_CURRENCY = 'USD';

/** Category slugs used in URLs such as /jobs/technology. */
export function categorySlug(category: JobCategory): string {
  return category.toLowerCase();
}

export function categoryFromSlug(slug: string): JobCategory | undefined {
  return JOB_CATEGORIES.find((category) => categorySlug(category) === slug.toLowerCase());
}

export const THEME_STORAGE_KEY = 'theme';

/**
 * The footer's job alert for visitors: every new job, in a weekly email, once its address confirms it
 * (docs/decisions.md, "The footer's job alert").
 */
export const FOOTER_ALERT_MESSAGES = {
  label: 'Get new jobs in your inbox',
  hint: 'A weekly email of new jobs. We email a link first: nothing comes until you confirm it.',
  empty: 'Enter email',
  subscribed: 'Almost done: open the link we just emailed you to start your weekly jobs email.',
  invalid: 'Enter a valid email address.',
} as const;

/** Passwords of 8 to 128 characters (docs/product.md, "Forms and their messages"). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Where an application stands (docs/product.md, "Applications and the pipeline"): it starts Applied; recruiters move it through the
 * pipeline or reject it; the applicant may withdraw it; closing or deleting its job closes it ("Closed by
 * the employer") unless it already reached an offer or an end.
 */
export const APPLICATION_STATUSES = [
  'Applied',
  'In Progress',
  'Interview',
  'Offer',
  'Rejected',
  'Withdrawn',
  'Closed by the employer',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A success story waits for an administrator, who shows it on the landing page or turns it down. */
export const STORY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/** How many approved success stories the landing page shows, newest first. */
export const LANDING_STORIES = 3;

/**
 * What a match score means, in one sentence, as the screens say it (docs/matching.md): the seeker's
 * words; a recruiter's list says "the candidate has".
 */
export const MATCH_SCORE_MEANING =
  'The match score is how much of what the job asks for you have: its first and rarer skills count more, a related skill of yours counts in part, and what you lack counts less the more the job relies on skills you have.';

/** A strong match from this score up: the badge's green band, and the least a strong-match notice needs. */
export const STRONG_MATCH_SCORE = 80;

/** The recommendations' empty and failed states (docs/product.md, "Matching and recommendations"), as the server and the screens say them. */
export const RECOMMENDATION_MESSAGES = {
  noSkills:
    "You haven't added skills to your profile yet. Adding skills will improve your job recommendations.",
  noMatches: "We couldn't find job matches based on your current profile.",
  failed: 'Failed to fetch job recommendations. Please try again later.',
} as const;

/**
 * How a recruiter (an administrator) hears of new applicants by email: an email for each, one daily
 * summary, or none (the bell still tells them).
 */
export const NEW_APPLICANT_EMAIL_CHOICES = ['each', 'daily', 'none'] as const;
export type NewApplicantEmailChoice = (typeof NEW_APPLICANT_EMAIL_CHOICES)[number];

/**
 * A company's hiring team: owners run everything (members, the company page); recruiters the company's
 * jobs, applicants and pipeline; interviewers read the applicants of the jobs they are assigned to.
 */
export const COMPANY_ROLES = ['owner', 'recruiter', 'interviewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** How many people work at a company, in the bands job boards use. */
export const COMPANY_SIZES = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001+',
] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/**
 * Where a job stands in moderation, beside its open/closed status: a draft; waiting for the operator's
 * review; published; sent back with the operator's note; or rejected. Only published, open jobs are
 * searched, matched, recommended and in the sitemap.
 */
export const JOB_REVIEW_STATES = ['draft', 'pending', 'published', 'changes_requested', 'rejected'] as const;
export type JobReviewState = (typeof JOB_REVIEW_STATES)[number];

/** The platform's moderation of new jobs: none, each company's first job (the default), or every job. */
export const JOB_MODERATION_MODES = ['none', 'first', 'all'] as const;
export type JobModerationMode = (typeof JOB_MODERATION_MODES)[number];

/** How long an invitation to a hiring team can be accepted. */
export const INVITATION_VALID_DAYS = 7;

/** A scorecard's four-point scale, without a neutral middle: strong no, no, yes, strong yes. */
export const SCORECARD_RATINGS = ['strong-no', 'no', 'yes', 'strong-yes'] as const;
export type ScorecardRatingValue = (typeof SCORECARD_RATINGS)[number];
