/** A salary range (a job's, a seeker's wish) is in order when its minimum is not above its maximum. */
export const SALARY_ORDER_MESSAGE = 'Minimum salary cannot be above the maximum';

/** Whether a range is in order; a range missing either end always is. */
export const salaryInOrder = (min: number | null | undefined, max: number | null | undefined): boolean =>
  min === null || min === undefined || max === null || max === undefined || min <= max;
