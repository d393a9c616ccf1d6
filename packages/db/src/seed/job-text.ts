/**
 * A demo job's words: its description, responsibilities and requirements, written from what the
 * catalogue file knows of it (the occupation's O*NET duties, its skills, seniority, type and place).
 */
import type { JobType } from '@skillmatch/shared/constants';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import type { DemoOccupation } from './demo-catalogue-data';
import { seededRandom } from './random';

export interface JobStory {
  occupation: DemoOccupation;
  title: string;
  company: string;
  place: string;
  years: number;
  type: JobType;
  remote: boolean;
  skills: string[];
  /** Picks the lines that vary from job to job, the same way on every seed. */
  seed: number;
}

/** What a tool of each O*NET class is used for, as a responsibility ({skills} names the job's tools). */
const TOOL_DUTIES: Record<string, string> = {
  'Medical software': 'Chart care and look up patient records in {skills}',
  'Data base user interface and query software': 'Query, check and report on data with {skills}',
  'Object or component oriented development software': 'Write, test and review production code in {skills}',
  'Web platform development software': 'Build and maintain web features with {skills}',
  'Development environment software': 'Work day to day in {skills}',
  'Data base management system software': 'Design and tune data stores in {skills}',
  'Graphics or photo imaging software': 'Produce and refine visuals in {skills}',
  'Enterprise resource planning ERP software': 'Keep orders, stock and accounts straight in {skills}',
  'Customer relationship management CRM software':
    'Log every contact and keep your pipeline current in {skills}',
  'Materials requirements planning logistics and supply chain software':
    'Plan, track and confirm shipments in {skills}',
  'Financial analysis software': 'Build analyses and reviews in {skills}',
  'Accounting software': 'Record transactions and reconcile accounts in {skills}',
  'Analytical or scientific software': 'Analyse data and check results with {skills}',
  'Operating system software': 'Administer and troubleshoot {skills} systems',
  'Business intelligence and data analysis software':
    'Build the dashboards and reports the team relies on in {skills}',
  'Point of sale POS software': 'Ring up sales, returns and exchanges on {skills}',
  'Computer aided design CAD software': 'Draw and revise plans in {skills}',
  'Desktop publishing software': 'Lay out print and digital pieces in {skills}',
  'Inventory management software': 'Keep stock counts accurate in {skills}',
  'Compliance software': 'Track controls and findings in {skills}',
  'Video creation and editing software': 'Cut, grade and deliver video in {skills}',
  'Web page creation and editing software': 'Publish and update web pages in {skills}',
  'Program testing software': 'Automate and run tests with {skills}',
  'Sales and marketing software': 'Run and measure campaigns in {skills}',
  'File versioning software': 'Keep work versioned and reviewed in {skills}',
  'Calendar and scheduling software': 'Keep schedules current in {skills}',
  'Time accounting software': 'Record hours and shifts in {skills}',
  'Graphical user interface development software': 'Prototype and hand off interfaces in {skills}',
  'Tax preparation software': 'Prepare and file returns in {skills}',
  'Route navigation software': 'Plan and log routes with {skills}',
  'Application server software': 'Package, deploy and run services with {skills}',
  'Project management software': 'Plan and track work in {skills}',
  'Spreadsheet software': 'Keep trackers and reports in {skills}',
  'Office suite software': 'Write up reports and notes in {skills}',
};

/** Lines every job of a field could carry, to round a short list out. */
const FIELD_DUTIES: Record<DemoOccupation['category'], string[]> = {
  Technology: [
    'Review pull requests and keep the documentation current',
    'Take part in planning, estimates and retrospectives',
    'Investigate incidents and write up what happened and why',
    'Work with product and design to break work into small releases',
  ],
  Healthcare: [
    'Hand over clearly to the next shift and escalate concerns early',
    'Follow infection-control and patient-safety procedures',
    'Keep documentation complete, accurate and on time',
    'Work closely with physicians, nurses and allied health colleagues',
  ],
  Finance: [
    'Prepare clear reports for managers and auditors',
    'Keep records complete and ready for review',
    'Spot discrepancies early and follow them through to resolution',
    'Meet month-end and quarter-end deadlines',
  ],
  Sales: [
    'Meet monthly targets for new and repeat business',
    'Keep customer records up to date after every contact',
    'Follow up on quotes, orders and questions within a day',
    'Share what customers ask for with the product and marketing teams',
  ],
  Logistics: [
    'Follow safety procedures and report hazards straight away',
    'Keep shipment and inventory records accurate',
    'Work with carriers, suppliers and the warehouse team to keep freight moving',
    'Look for ways to cut delays, damage and cost',
  ],
  Design: [
    'Present work in progress and act on feedback',
    'Keep files, assets and specifications organised for handoff',
    'Work to brand guidelines and help evolve them',
    'Manage several projects and deadlines at once',
  ],
};

const FIELD_REQUIREMENTS: Record<DemoOccupation['category'], string[]> = {
  Technology: [
    'A degree in computer science or a related field, or equivalent experience',
    'Clear written communication in English',
    'Comfort working in small, frequent releases',
  ],
  Healthcare: [
    'Compassion, patience and clear communication with patients and families',
    'Calm, clear judgement when things are urgent',
    'Attention to detail under time pressure',
  ],
  Finance: [
    'A degree in accounting, finance or economics, or equivalent experience',
    'Strong attention to detail and numeracy',
    'Discretion with confidential information',
  ],
  Sales: [
    'A confident, friendly manner in person and on the phone',
    'Resilience and a record of meeting targets',
    'Good organisation and follow-through',
  ],
  Logistics: [
    'A safety-first attitude',
    'Good organisation and attention to detail',
    'Comfort with handheld scanners and basic computer systems',
  ],
  Design: [
    'A portfolio that shows your process as well as finished work',
    'An eye for typography, layout and colour',
    'Comfort presenting and defending design decisions',
  ],
};

const LEADS = /Manager|Director|Controller|Supervisor|Lead\b|Charge|Captain/;

function sentence(text: string): string {
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function list(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "a Registered Nurse", "an ICU Registered Nurse", "a UX Designer", "an LPN". */
function withArticle(title: string): string {
  const word = title.split(/[\s,]/)[0]!;
  const acronym = /^[A-Z0-9&/-]{2,}$/.test(word);
  const vowelSound = acronym
    ? /^[AEFHILMNORSX8]/.test(word)
    : /^[AEIOU]/i.test(word) && !/^(Uni|Use|Eu)/i.test(word);
  return `${vowelSound ? 'an' : 'a'} ${title}`;
}

function countryOf(place: string): string {
  if (/, [A-Z]{2}$/.test(place)) return 'the United States';
  const country = place.split(', ').at(-1)!;
  return country === 'United Kingdom' ? 'the United Kingdom' : country;
}

/** The skills that are tools (Epic Systems), not practices of the trade (Patient care). */
function toolsOf(story: JobStory): string[] {
  const tools = story.skills.filter((skill) => !story.occupation.trade.includes(skill));
  return tools.length > 0 ? tools : story.skills;
}

function typeSentence(story: JobStory): string {
  switch (story.type) {
    case 'Part-time':
      return 'This is a part-time role of about 24 hours a week.';
    case 'Contract':
      return /^Travel /.test(story.title)
        ? 'This is a 13-week travel contract, with the chance to extend.'
        : 'This is a fixed-term contract, with the chance to extend.';
    case 'Freelance':
      return 'This is a freelance engagement, paid by the project.';
    case 'Internship':
      return 'This is a paid internship for students.';
    default:
      return 'This is a full-time, permanent role.';
  }
}

export function describeJob(story: JobStory): string {
  const { occupation, title, company, place, remote } = story;
  const where = remote ? 'to work remotely' : `in ${place}`;
  const [first, second] = occupation.duties;
  const duty = first ?? occupation.sometimes[0] ?? `work as ${withArticle(occupation.role)}`;
  return [
    `${company} is hiring ${withArticle(title)} ${where}.`,
    `You will ${duty[0]!.toLowerCase()}${duty.slice(1)}.`,
    second ? `You will also ${second[0]!.toLowerCase()}${second.slice(1)}.` : '',
    `Day to day you will work with ${list(toolsOf(story).slice(0, 3))}.`,
    typeSentence(story),
  ]
    .filter(Boolean)
    .join(' ');
}

/** The job's tools by O*NET class, biggest class first: what it mostly does with them. */
function toolDuties(skills: string[]): string[] {
  const byGroup = new Map<string, string[]>();
  for (const skill of skills) {
    const group = taxonomy.groupOf(taxonomy.resolve(skill)?.id ?? '');
    if (group && TOOL_DUTIES[group]) byGroup.set(group, [...(byGroup.get(group) ?? []), skill]);
  }
  return [...byGroup]
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, 2)
    .map(([group, tools]) => TOOL_DUTIES[group]!.replace('{skills}', list(tools.slice(0, 3))));
}

function roundOut(lines: string[], pool: string[], seed: number, length: number): string[] {
  const random = seededRandom(seed);
  const left = pool.filter((line) => !lines.includes(line));
  while (lines.length < length && left.length > 0)
    lines.push(left.splice(random.int(0, left.length - 1), 1)[0]!);
  return lines;
}

export function responsibilitiesOf(story: JobStory): string[] {
  const { occupation, title, years, seed } = story;
  const lines = [...occupation.duties.slice(0, 4)];
  if (lines.length < 4 && occupation.sometimes[0]) lines.push(occupation.sometimes[0]);
  lines.push(...toolDuties(toolsOf(story)));
  if (LEADS.test(title))
    lines.push(`Lead a team of ${3 + (seed % 8)}, set its priorities and coach each person`);
  else if (years >= 5) lines.push('Mentor newer colleagues and review their work');
  return roundOut(lines, FIELD_DUTIES[occupation.category], seed, 5).map(sentence);
}

function experienceLine(story: JobStory): string {
  if (story.years < 0)
    return 'Currently studying toward a degree in a related field, graduating within two years';
  if (story.years === 0) return 'New graduates welcome: you will be trained on the job';
  return `${story.years}+ years of experience as ${withArticle(story.occupation.role)} or in a similar role`;
}

function arrangementLine(story: JobStory): string {
  if (story.remote)
    return `A quiet place to work from home in ${countryOf(story.place)} and a reliable connection`;
  const shifts = story.occupation.category === 'Healthcare' || story.occupation.category === 'Logistics';
  return `Able to work on site in ${story.place}${shifts ? ', including some nights, weekends or holidays' : ''}`;
}

export function requirementsOf(story: JobStory): string[] {
  const { occupation, skills, place, seed } = story;
  const lines = [experienceLine(story), `Hands-on experience with ${list(skills.slice(0, 3))}`];
  if (skills.length > 3)
    lines.push(`Familiarity with ${list(skills.slice(3, 5))}, or the will to learn quickly`);
  if (occupation.credential) {
    lines.push(
      countryOf(place) === 'the United States'
        ? occupation.credential
        : `The registration or licence to practise as ${withArticle(occupation.role)} in ${countryOf(place)}`,
    );
  }
  lines.push(arrangementLine(story));
  return roundOut(lines, FIELD_REQUIREMENTS[occupation.category], seed + 1, 6).map(sentence);
}
