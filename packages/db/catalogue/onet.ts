/**
 * O*NET as the catalogue uses it: each occupation's duties (from its description) and the
 * technologies its workers use, each named by the taxonomy's canonical label.
 */
import path from 'node:path';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import { readTsv } from '@skillmatch/matching/taxonomy/csv';
import { CURATED_SKILLS } from '@skillmatch/matching/taxonomy/curated';

export interface OnetSkill {
  label: string;
  /** O*NET's "Hot Technology" (often in postings) and "In Demand" (often in this occupation's postings). */
  hot: boolean;
  inDemand: boolean;
  /** O*NET's class of product ("Medical software"). */
  group: string | undefined;
}

export interface OnetOccupation {
  title: string;
  /** The description's duties, one sentence each, without "May" and the Includes/Excludes notes. */
  duties: string[];
  /** What the description says a worker "may" also do. */
  sometimes: string[];
  skills: OnetSkill[];
}

/** Tools everybody has or nobody asks for in a posting. */
const NOISE =
  /^(Microsoft Windows( XP.*| Vista.*| 7)?|Microsoft Outlook|Microsoft Exchange|Microsoft Teams|YouTube|Facebook|LinkedIn|Instagram|Twitter|3M Post-it App|Eko|Evernote|FaceTime|Google Drive|Google Docs|Dropbox|Apple macOS|Apple iOS|Blink|IBM Notes|Zoom|Slack|Microsoft Office SharePoint Server MOSS|Microsoft SharePoint|Adobe Acrobat|Web browser.*|Email.*)$/;
/**
 * A kind of thing rather than a product ("Data entry software", "Social media sites", ESCO's "use
 * spreadsheets software"): no word after the first is a name. Skills people list by such a name
 * ("Data analysis") are the curated ones.
 */
const GENERIC = /^[A-Z][a-z]+( [a-z0-9/-]+)+$|^[a-z]+( [a-z0-9/-]+)*$/;
const CURATED = new Set(CURATED_SKILLS.map((skill) => skill.label));
const LONGEST_LABEL = 36;

/** "Plan, direct, or coordinate …. May advise …. Licensing or registration required." (notes left out) */
function readDescription(description: string) {
  const sentences = description.match(/[^.]+(\.(?=\s|$)|$)/g)?.map((s) => s.trim()) ?? [];
  const duties: string[] = [];
  const sometimes: string[] = [];
  for (const sentence of sentences) {
    const text = sentence.replace(/\.$/, '');
    const note =
      /^(Includes|Excludes|Licensing|Must|Usually|Duties|Responsible|Generally|Requires)\b|^May,/.test(text);
    if (note || (/\brequired$/.test(text) && text.split(' ').length <= 6)) continue;
    if (/^May /.test(text)) sometimes.push(text.slice(4, 5).toUpperCase() + text.slice(5));
    else if (text.split(' ').length >= 4) duties.push(text);
  }
  return { duties, sometimes };
}

/** Usable as a job's skill: the taxonomy knows it, and it names a product or a skill, not a class. */
export function usableSkill(name: string): string | null {
  const resolved = taxonomy.resolve(name);
  if (!resolved?.known) return null;
  const label = resolved.label;
  if (NOISE.test(label) || label.length > LONGEST_LABEL) return null;
  if (GENERIC.test(label) && !CURATED.has(label)) return null;
  return label;
}

/** First words of O*NET sentences that are not verbs ("Other data processing problems"). */
const NOT_VERBS = new Set(
  'other under using generally typically usually administrative clinical services duties work works workers activities equipment materials processes tasks team those these in all directly manually specialized psychiatric naval conductors supervisors yardmasters line field coast subject inspections teaching does includes excludes'.split(
    ' ',
  ),
);

/**
 * "Assess patient needs, develop care plans, and maintain medical records" as three duties: a comma
 * (with its "and"/"or") starts a new duty where a verb that starts O*NET duties follows and both parts
 * are long enough to stand alone ("Plan, direct, or coordinate …" stays one).
 */
function splitDuty(duty: string, verbs: Set<string>): string[] {
  const pieces = duty.split(/(, (?:and |or )?)/);
  const clauses = [pieces[0]!];
  for (let i = 1; i < pieces.length; i += 2) {
    const separator = pieces[i]!;
    const part = pieces[i + 1]!;
    const words = part.split(' ');
    const last = clauses.length - 1;
    const startsDuty = verbs.has(words[0]!.toLowerCase()) && words.length >= 3;
    // "Plan, implement, upgrade, or monitor …": a list of verbs is not a duty yet.
    if (startsDuty && clauses[last]!.split(' ').length >= 4) clauses.push(part);
    else clauses[last] += separator + part;
  }
  return clauses.map((clause) => clause[0]!.toUpperCase() + clause.slice(1));
}

export function readOnet(dataDir: string): Map<string, OnetOccupation> {
  const occupations = new Map<string, OnetOccupation>();
  const described = readTsv(path.join(dataDir, 'onet_Occupation_Data.txt')).map(
    ([code, title, description]) => ({
      code: code!,
      title: title!,
      ...readDescription(description ?? ''),
    }),
  );
  const verbs = new Set(
    described
      .flatMap(({ duties }) => duties.map((duty) => duty.split(/[ ,]/)[0]!.toLowerCase()))
      .filter((word) => !NOT_VERBS.has(word)),
  );
  for (const { code, title, duties, sometimes } of described) {
    occupations.set(code, {
      title,
      duties: duties.flatMap((duty) => splitDuty(duty, verbs)),
      sometimes,
      skills: [],
    });
  }
  for (const [code, name, , , hot, inDemand] of readTsv(path.join(dataDir, 'onet_Technology_Skills.txt'))) {
    const occupation = occupations.get(code!);
    const label = usableSkill(name!.trim());
    if (!occupation || !label) continue;
    const known = occupation.skills.find((skill) => skill.label === label);
    const flags = { hot: hot === 'Y', inDemand: inDemand?.trim() === 'Y' };
    if (!known)
      occupation.skills.push({ label, ...flags, group: taxonomy.groupOf(taxonomy.resolve(label)!.id) });
    else {
      known.hot ||= flags.hot;
      known.inDemand ||= flags.inDemand;
    }
  }
  return occupations;
}
