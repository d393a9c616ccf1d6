// Apart from constants.ts: the first page's code carries constants.ts whole, and these are not for it.
export const MOTIVATION_MIN = 50;
export const MOTIVATION_MAX = 500;

/** docs/product.md, "Forms and their messages", and the states the apply panel and the applications page show. */
export const APPLY_MESSAGES = {
  tooShort: `Please provide a detailed response about why you want to join our team (minimum ${MOTIVATION_MIN} characters).`,
  tooLong: `Your motivation can be at most ${MOTIVATION_MAX} characters.`,
  success: 'Application submitted successfully!',
  failed: 'Failed to submit application.',
  already: 'You have already applied for this position',
  closed: 'This job is closed and no longer takes applications.',
  withdrawnMayApplyAgain: 'You withdrew your application for this job. You can apply again.',
} as const;
