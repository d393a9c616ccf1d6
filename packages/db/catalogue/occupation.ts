/**
 * An O*NET occupation the demo catalogue posts, with what O*NET does not say: the titles postings use
 * for it, a rounded US national median annual pay in thousands of dollars (the level of the BLS
 * Occupational Employment and Wage Statistics, May 2023; an approximation, for pay ranges that look
 * right, not a statistic), how common postings for it are, and who hires it.
 */
import type { JobCategory } from '@skillmatch/shared/constants';
import type { Sector } from './employers';

export interface Occupation {
  soc: string;
  /** Tells apart entries that share an O*NET occupation ("15-1252.00/mobile"). */
  key: string;
  category: JobCategory;
  /** US national median annual pay, in thousands of USD. */
  pay: number;
  /** How many postings it gets, relative to the other occupations of its category. */
  weight: number;
  /** What postings call it; the first is the plain name of the role. */
  titles: string[];
  /** Who hires it, the likeliest first. */
  sectors: Sector[];
  /** Share of its jobs that are remote. */
  remote: number;
  /** Titles take a seniority ("Junior", "Senior", "Lead") and the job its years of experience. */
  ladder: boolean;
  /** Shift work: part-time is common. */
  shifts: boolean;
  /** Project work: freelance and contract are common. */
  projects: boolean;
  /** Skills of the trade that the taxonomy knows and O*NET's technology list does not name. */
  trade: string[];
  /** Programming and platform tools fit the job (O*NET lists some for nurses too). */
  code: boolean;
  /** The licence or certificate a US posting asks for, when the trade needs one. */
  credential: string | null;
  /** Close O*NET occupations whose technologies fill a short list ("Dental Assistants" for hygienists). */
  alsoUses: string[];
  /** Tools that postings for this entry name most, beyond O*NET's In Demand (a mobile developer's Swift). */
  core: string[];
}

type Options = Partial<Omit<Occupation, 'soc' | 'category' | 'pay' | 'weight' | 'titles'>>;

export const EVERYWHERE: Sector[] = [
  'tech',
  'finance',
  'retail',
  'consumer',
  'industry',
  'insurance',
  'media',
  'lifeSciences',
  'logistics',
  'travel',
  'aviation',
];
export const IT: Sector[] = [
  'tech',
  'finance',
  'consulting',
  'itServices',
  'media',
  'retail',
  'insurance',
  'government',
  'education',
  'aviation',
  'industry',
  'travel',
];
export const CARE: Sector[] = ['care'];
export const HEALTH_OFFICE: Sector[] = ['care', 'lifeSciences', 'insurance'];
export const MONEY: Sector[] = ['finance', 'insurance', 'consulting'];
export const BOOKS: Sector[] = [
  'finance',
  'consulting',
  'retail',
  'consumer',
  'industry',
  'tech',
  'care',
  'education',
];
export const GOODS: Sector[] = ['logistics', 'retail', 'consumer', 'industry', 'lifeSciences', 'aviation'];
export const WAREHOUSE: Sector[] = ['logistics', 'retail', 'consumer', 'industry'];
export const VISUAL: Sector[] = ['media', 'tech', 'retail', 'consumer', 'education', 'travel'];
export const BUILT: Sector[] = ['buildings'];

export function group(category: JobCategory, defaults: Options) {
  return (soc: string, pay: number, weight: number, titles: string[], options: Options = {}): Occupation => ({
    soc,
    key: soc,
    category,
    pay,
    weight,
    titles,
    sectors: IT,
    remote: 0,
    ladder: false,
    shifts: false,
    projects: false,
    trade: [],
    code: false,
    credential: null,
    alsoUses: [],
    core: [],
    ...defaults,
    ...options,
  });
}
