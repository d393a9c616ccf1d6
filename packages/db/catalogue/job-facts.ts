/** A job's seniority, title, type, remote work and pay, drawn for its occupation and place. */
import type { JobType } from '@skillmatch/shared/constants';
import { weighted, type Random } from '../src/seed/random';
import type { Occupation } from './occupation';
import type { Place } from './places';

interface Level {
  share: number;
  /** Pay against the occupation's median. */
  pay: number;
  years: [number, number];
}

const INTERN: Level = { share: 0.03, pay: 0.45, years: [-1, -1] };
const JUNIOR: Level = { share: 0.17, pay: 0.78, years: [0, 1] };
const MID: Level = { share: 0.45, pay: 1, years: [2, 4] };
const SENIOR: Level = { share: 0.27, pay: 1.27, years: [5, 7] };
const LEAD: Level = { share: 0.08, pay: 1.5, years: [8, 10] };
const LADDER = [INTERN, JUNIOR, MID, SENIOR, LEAD];

/** Titles that say the role leads people or a field: more years, more pay. */
const LEADING = /Manager|Director|Controller|Supervisor|Lead\b|Charge|Architect\b|Captain/;
const DOCTORS = /Physician|Psychiatrist|Hospitalist|Practitioner|Pharmacist/;

export interface JobFacts {
  title: string;
  years: number;
  type: JobType;
  remote: boolean;
  salary: [number, number] | null;
}

function pickLevel(random: Random, occupation: Occupation): Level {
  if (!occupation.ladder) return MID;
  const levels =
    occupation.category === 'Healthcare' || occupation.category === 'Logistics' ? LADDER.slice(1) : LADDER;
  return weighted(random, levels, (level) => level.share);
}

function titleAt(random: Random, occupation: Occupation, level: Level, title: string): string {
  if (level === INTERN) return title.replace(/(,|$)/, ' Intern$1');
  if (level === JUNIOR)
    return `${occupation.category === 'Finance' ? random.pick(['Junior', 'Associate']) : 'Junior'} ${title}`;
  if (level === SENIOR) return `Senior ${title}`;
  if (level === LEAD)
    return `${occupation.category === 'Technology' ? random.pick(['Lead', 'Principal', 'Staff']) : 'Lead'} ${title}`;
  return title;
}

function yearsFor(random: Random, occupation: Occupation, level: Level, title: string): number {
  if (occupation.ladder) return random.int(...level.years);
  if (LEADING.test(title)) return random.int(5, 8);
  if (DOCTORS.test(title)) return random.int(1, 3);
  return random.int(0, 4);
}

function typeFor(random: Random, occupation: Occupation, level: Level, title: string): JobType {
  if (level === INTERN) return 'Internship';
  if (/^Travel /.test(title)) return 'Contract';
  if (/^Seasonal /.test(title)) return 'Part-time';
  const partTime = occupation.shifts ? 0.22 : 0.03;
  const freelance = occupation.projects ? 0.14 : occupation.category === 'Technology' ? 0.03 : 0;
  const contract = occupation.projects ? 0.12 : occupation.category === 'Technology' ? 0.13 : 0.05;
  const roll = random.next();
  if (roll < partTime) return 'Part-time';
  if (roll < partTime + freelance) return 'Freelance';
  if (roll < partTime + freelance + contract) return 'Contract';
  return 'Full-time';
}

function round(amount: number): number {
  const step = amount < 40_000 ? 500 : 1000;
  return Math.round(amount / step) * step;
}

interface Pay {
  occupation: Occupation;
  level: Level;
  title: string;
  years: number;
  place: Place;
  type: JobType;
}

/** An annual range around the occupation's median, moved by place, seniority, experience and hours. */
function salaryFor(random: Random, { occupation, level, title, years, place, type }: Pay) {
  if (random.chance(0.07)) return null;
  const hours = type === 'Part-time' ? 0.6 : 1;
  const director = /Director/.test(title) ? 1.25 : 1;
  // The ladder's levels already pay for experience; elsewhere each year adds a little.
  const experience = occupation.ladder ? 1 : 0.92 + 0.025 * Math.min(Math.max(years, 0), 8);
  const base =
    occupation.pay *
    1000 *
    place.payFactor *
    level.pay *
    director *
    experience *
    hours *
    (0.94 + random.next() * 0.12);
  const min = round(base * (0.88 + random.next() * 0.07));
  const max = round(base * (1.06 + random.next() * 0.14));
  return [min, Math.max(min, max)] as [number, number];
}

/** `title` is the occupation's title or one its skills suggest; the level adds its word. */
export function jobFacts(random: Random, occupation: Occupation, title: string, place: Place): JobFacts {
  const level = pickLevel(random, occupation);
  const fullTitle = titleAt(random, occupation, level, title);
  const type = typeFor(random, occupation, level, fullTitle);
  const remoteChance = occupation.remote * (type === 'Contract' || type === 'Freelance' ? 1.3 : 1);
  const years = yearsFor(random, occupation, level, fullTitle);
  return {
    title: fullTitle,
    years,
    type,
    remote: random.chance(remoteChance),
    salary: salaryFor(random, { occupation, level, title: fullTitle, years, place, type }),
  };
}
