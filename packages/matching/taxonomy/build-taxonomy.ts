/**
 * Builds `src/taxonomy-data.json`, the compact skill table the product ships, from public data (ESCO
 * digital skills, O*NET technology skills; README.md, "Source data") and the curated table.
 * Run: `TAXONOMY_DATA_DIR=<folder> npm run taxonomy -w @skillmatch/matching`.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readableClassName, withoutClassInParentheses } from '../src/readable-names';
import { isQualifierWord, normaliseSkillText, withoutQualifiers } from '../src/skill-text';
import type { TaxonomyData } from '../src/taxonomy';
import { readCsvRecords, readTsv } from './csv';
import { CURATED_RELATIONS, CURATED_SKILLS } from './curated';
import { dataFolder } from './data-folder';
import { abbreviates, sharesName, withoutVendor } from './names';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = dataFolder('TAXONOMY_DATA_DIR', 'the ESCO 1.2.0 and O*NET 28 files');
const outFile = path.resolve(here, '../src/taxonomy-data.json');

/** Alias sources, strongest first: a curated alias beats a source's label, which beats a derived alias. */
const enum Strength {
  Curated = 0,
  Label = 1,
  SourceAlias = 2,
  Derived = 3,
}

/** Groups this large say little about closeness ("Analytical or scientific software"). */
const MAX_SIBLING_GROUP = 12;
const MAX_RELATIONS_PER_SKILL = 12;

const labels: string[] = [];
const skillByKey = new Map<string, number>();
const aliasCandidates = new Map<string, Map<number, Strength>>();
/** Alias keys, per skill, proposed only as an acronym that does not spell out the name before it. */
const acronymsOnly = new Map<string, Set<number>>();
/** Alias keys, per skill, proposed by anything else. */
const namedBy = new Map<string, Set<number>>();

function proposeAlias(text: string, skill: number, strength: Strength, acronymOnly = false): void {
  const key = normaliseSkillText(text);
  if (!key) return;
  const bySkill = aliasCandidates.get(key) ?? new Map<number, Strength>();
  bySkill.set(skill, Math.min(bySkill.get(skill) ?? strength, strength));
  aliasCandidates.set(key, bySkill);
  const evidence = acronymOnly ? acronymsOnly : namedBy;
  evidence.set(key, (evidence.get(key) ?? new Set()).add(skill));
}

/** The skill a name stands for, added when new. */
function skillFor(label: string): number {
  const key = normaliseSkillText(label);
  const known = skillByKey.get(key);
  if (known !== undefined) return known;
  labels.push(label);
  skillByKey.set(key, labels.length - 1);
  proposeAlias(label, labels.length - 1, Strength.Label);
  return labels.length - 1;
}

// Curated skills first, so that their labels are the canonical spellings.
for (const { label, aliases } of CURATED_SKILLS) {
  const skill = skillFor(label);
  for (const alias of aliases) proposeAlias(alias, skill, Strength.Curated);
}

const escoSkillByUri = new Map<string, number>();
for (const record of readCsvRecords(path.join(dataDir, 'esco_1.2.0_digitalSkillsCollection_en.csv'))) {
  const key = normaliseSkillText(record.preferredLabel!);
  // A preferred label another skill already uses as a curated alias joins that skill.
  const curatedOwner = [...(aliasCandidates.get(key) ?? [])].find(([, s]) => s === Strength.Curated)?.[0];
  const skill = curatedOwner ?? skillFor(record.preferredLabel!);
  escoSkillByUri.set(record.conceptUri!, skill);
  for (const alias of record.altLabels!.split('|').map((a) => a.trim())) {
    if (alias) proposeAlias(alias, skill, Strength.SourceAlias);
  }
}

/** Children of each ESCO parent skill, from the collection's own broader links and the skill pillar. */
const childrenOf = new Map<number, Set<number>>();
function linkBroader(childUri: string, parentUri: string): void {
  const child = escoSkillByUri.get(childUri);
  const parent = escoSkillByUri.get(parentUri);
  if (child === undefined || parent === undefined || child === parent) return;
  childrenOf.set(parent, (childrenOf.get(parent) ?? new Set()).add(child));
}
for (const record of readCsvRecords(path.join(dataDir, 'esco_1.2.0_digitalSkillsCollection_en.csv'))) {
  for (const parentUri of record.broaderConceptUri!.split('|').map((u) => u.trim())) {
    linkBroader(record.conceptUri!, parentUri);
  }
}
for (const record of readCsvRecords(path.join(dataDir, 'esco_broaderRelationsSkillPillar_en.csv'))) {
  linkBroader(record.conceptUri!, record.broaderUri!);
}

/** The skill a text is the label or curated alias of: strong enough evidence to join an O*NET name to it. */
function namedSkill(key: string): number | undefined {
  const curated = [...(aliasCandidates.get(key) ?? [])].filter(
    ([, strength]) => strength === Strength.Curated,
  );
  return skillByKey.get(key) ?? (curated.length === 1 ? curated[0]![0] : undefined);
}

/**
 * O*NET's naming habits, undone: a class word at the end ("Web browser software"), the acronym after
 * the name ("IBM SPSS", "Structured query language SQL"). `core` is the name without qualifiers around
 * it (normalised), `spelledOut` the words before the acronym.
 */
function onetNameParts(name: string) {
  const words = name.split(' ');
  while (words.length > 1 && isQualifierWord(normaliseSkillText(words.at(-1)!))) words.pop();
  const last = words.at(-1)!;
  const acronym = words.length > 1 && /^[A-Z][A-Z0-9]{1,6}$/.test(last) ? last : null;
  const key = normaliseSkillText(name);
  const before = acronym ? normaliseSkillText(words.slice(0, -1).join(' ')) : '';
  return {
    core: withoutQualifiers(key) ?? key,
    acronym,
    spelledOut: acronym && words.length > 2 ? before : null,
    before,
  };
}

/** The skill whose label is exactly this text, case included: "SQL" is the acronym, "React" is not "REACT". */
function labelledExactly(text: string): number | undefined {
  const skill = skillByKey.get(normaliseSkillText(text));
  return skill !== undefined && labels[skill] === text ? skill : undefined;
}

const onetGroups = new Map<string, Set<number>>();
/** Per skill, how many O*NET rows of each product class name it. */
const groupRows = new Map<number, Map<string, number>>();
for (const [, rawName, , commodity] of readTsv(path.join(dataDir, 'onet_Technology_Skills.txt'))) {
  const name = rawName?.trim();
  if (!name || !commodity) continue;
  const key = normaliseSkillText(name);
  const aliasOwners = aliasCandidates.get(key);
  const { core, acronym, spelledOut: before, before: named } = onetNameParts(name);
  // "Structured query language SQL" spells its acronym out; "Microsoft Dynamics AX" does not.
  const spelledOut = acronym && before && abbreviates(acronym, before) ? before : null;
  // A product name that is already someone's alias (ESCO or curated) joins that skill, and so does a
  // name that only adds O*NET's class word or spelling-out to a skill's name ("SAP software",
  // "Structured query language SQL").
  const owner =
    skillByKey.get(key) ??
    (aliasOwners?.size === 1 ? [...aliasOwners.keys()][0] : undefined) ??
    namedSkill(core) ??
    (spelledOut === null ? undefined : namedSkill(spelledOut)) ??
    (acronym && spelledOut ? labelledExactly(acronym) : undefined) ??
    skillFor(name);
  proposeAlias(name, owner, Strength.SourceAlias);
  const withoutItsVendor = withoutVendor(key);
  const product = withoutItsVendor === key ? '' : withoutItsVendor;
  const productCore = product ? (withoutQualifiers(product) ?? product) : '';
  // What people type instead: without the vendor, the class word, or the spelling-out; the acronym alone.
  for (const text of [core, product, productCore, spelledOut ?? '']) {
    if (text.length >= 3) proposeAlias(text, owner, Strength.Derived);
  }
  // "Apache Subversion SVN" is named SVN; "Jenkins CI" is not named CI, nor "Nuance Power PDF" PDF.
  if (acronym) proposeAlias(acronym, owner, Strength.Derived, !abbreviates(acronym, withoutVendor(named)));
  onetGroups.set(commodity, (onetGroups.get(commodity) ?? new Set()).add(owner));
  const rows = groupRows.get(owner) ?? new Map<string, number>();
  rows.set(commodity, (rows.get(commodity) ?? 0) + 1);
  groupRows.set(owner, rows);
}

// Each skill's kind of product: the O*NET class most of its rows name ("Medical software").
const groupNames = [...new Set([...groupRows.values()].flatMap((rows) => [...rows.keys()]))].sort();
const groupNumber = new Map(groupNames.map((name, index) => [name, index]));
const skillGroups = labels.map((_, skill) => {
  const rows = groupRows.get(skill);
  if (!rows) return -1;
  const [name] = [...rows].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
  return groupNumber.get(name)!;
});

// What people read: a skill named after an O*NET class goes by the class's readable name, a tool without
// the class ESCO puts in parentheses after it. The readable name names the skill too.
const classTitles = new Set(groupNames);
const readableLabels: [number, string][] = [];
labels.forEach((label, skill) => {
  const readable = classTitles.has(label) ? readableClassName(label) : withoutClassInParentheses(label);
  if (readable === label) return;
  readableLabels.push([skill, readable]);
  proposeAlias(readable, skill, Strength.Derived);
});
const readableLabelOf = new Map(readableLabels);

/**
 * Whether an alias names its skill ("Postgres", "Excel", "Jenkins CI") rather than points to it ("Bash",
 * one of ESCO's labels for computer programming; "CI", from O*NET's "Jenkins CI"): curated, or proposed
 * other than as an acronym that spells nothing out, and sharing a word with the skill's label or
 * beginning it ("Postgre").
 */
function namesSkill(key: string, skill: number, strength: Strength): boolean {
  if (strength === Strength.Curated) return true;
  if (!namedBy.get(key)?.has(skill)) return false;
  return sharesName(key, [labels[skill]!, readableLabelOf.get(skill) ?? '']);
}

// Each alias key goes to its strongest claimant; a tie between two skills is ambiguous and dropped.
const aliases: [string, number][] = [];
const looseAliases: [string, number][] = [];
for (const [key, bySkill] of aliasCandidates) {
  const strongest = Math.min(...bySkill.values());
  const owners = [...bySkill].filter(([, strength]) => strength === strongest).map(([skill]) => skill);
  if (owners.length !== 1) continue;
  const owner = owners[0]!;
  if (normaliseSkillText(labels[owner]!) === key) continue;
  (namesSkill(key, owner, strongest) ? aliases : looseAliases).push([key, owner]);
}
aliases.sort((a, b) => a[0].localeCompare(b[0]));
looseAliases.sort((a, b) => a[0].localeCompare(b[0]));

/** Directed closeness, in percent of full credit; the strongest claim wins. */
const relations = new Map<number, Map<number, number>>();
function relate(from: number, to: number, percent: number): void {
  if (from === to) return;
  const row = relations.get(from) ?? new Map<number, number>();
  row.set(to, Math.max(row.get(to) ?? 0, percent));
  relations.set(from, row);
}
for (const [parent, children] of childrenOf) {
  for (const child of children) {
    relate(child, parent, 50); // knowing Haskell is knowing some computer programming
    relate(parent, child, 20);
  }
  if (children.size <= MAX_SIBLING_GROUP) {
    for (const a of children) for (const b of children) relate(a, b, 25);
  }
}
for (const record of readCsvRecords(path.join(dataDir, 'esco_skillSkillRelations_en.csv'))) {
  const from = escoSkillByUri.get(record.originalSkillUri!);
  const to = escoSkillByUri.get(record.relatedSkillUri!);
  if (from === undefined || to === undefined || record.relationType !== 'essential') continue;
  relate(from, to, 30);
  relate(to, from, 30);
}
for (const members of onetGroups.values()) {
  if (members.size > MAX_SIBLING_GROUP) continue;
  for (const a of members) for (const b of members) relate(a, b, 25);
}
for (const [from, to, credit] of CURATED_RELATIONS) {
  const a = skillByKey.get(normaliseSkillText(from));
  const b = skillByKey.get(normaliseSkillText(to));
  if (a === undefined || b === undefined)
    throw new Error(`Curated relation names an unknown skill: ${from} → ${to}`);
  // Curated closeness is a person's judgement: it replaces what the sources suggest.
  const row = relations.get(a) ?? new Map<number, number>();
  row.set(b, Math.round(credit * 100));
  relations.set(a, row);
}

const relationList: [number, number, number][] = [];
for (const [from, row] of relations) {
  const strongest = [...row].sort((x, y) => y[1] - x[1] || x[0] - y[0]).slice(0, MAX_RELATIONS_PER_SKILL);
  for (const [to, percent] of strongest) relationList.push([from, to, percent]);
}
relationList.sort((a, b) => a[0] - b[0] || a[1] - b[1]);

const content = {
  skills: labels,
  readableLabels,
  aliases,
  looseAliases,
  relations: relationList,
  groups: groupNames.map(readableClassName),
  skillGroups,
};
const version = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 12);
const data: TaxonomyData = { version, ...content };
writeFileSync(outFile, `${JSON.stringify(data)}\n`);
console.log(
  `taxonomy ${version}: ${labels.length} skills, ${aliases.length} aliases (${looseAliases.length} loose), ${relationList.length} relations, ${groupNames.length} product groups → ${path.relative(process.cwd(), outFile)}`,
);
