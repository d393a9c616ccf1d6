/**
 * Builds `src/taxonomy-data.json`, the compact skill table the product ships, from the public data in
 * `../shared/data/taxonomy` (ESCO digital skills, O*NET technology skills) and the curated table.
 * Run: `npm run taxonomy -w @skillmatch/matching` (TAXONOMY_DATA_DIR to read elsewhere).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normaliseSkillText } from '../src/skill-text';
import type { TaxonomyData } from '../src/taxonomy';
import { parseCsv } from './csv';
import { CURATED_RELATIONS, CURATED_SKILLS } from './curated';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.TAXONOMY_DATA_DIR ?? path.resolve(here, '../../../../shared/data/taxonomy');
const outFile = path.resolve(here, '../src/taxonomy-data.json');

/** Alias sources, strongest first: a curated alias beats a source's label, which beats a derived alias. */
const enum Strength {
  Curated = 0,
  Label = 1,
  SourceAlias = 2,
  Derived = 3,
}

/** Companies whose name O*NET puts before a product ("Oracle Java", "Microsoft Excel"). */
const VENDORS = [
  'adobe',
  'amazon web services aws',
  'amazon web services',
  'amazon',
  'apache',
  'apple',
  'atlassian',
  'autodesk',
  'google',
  'ibm',
  'intuit',
  'microsoft',
  'oracle',
  'sap',
  'salesforce',
];
/** Groups this large say little about closeness ("Analytical or scientific software"). */
const MAX_SIBLING_GROUP = 12;
const MAX_RELATIONS_PER_SKILL = 12;

const labels: string[] = [];
const skillByKey = new Map<string, number>();
const aliasCandidates = new Map<string, Map<number, Strength>>();

function proposeAlias(text: string, skill: number, strength: Strength): void {
  const key = normaliseSkillText(text);
  if (!key) return;
  const bySkill = aliasCandidates.get(key) ?? new Map<number, Strength>();
  bySkill.set(skill, Math.min(bySkill.get(skill) ?? strength, strength));
  aliasCandidates.set(key, bySkill);
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

function readTsv(file: string): string[][] {
  return readFileSync(path.join(dataDir, file), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

function readCsvRecords(file: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(path.join(dataDir, file), 'utf8'));
  return rows
    .filter((row) => row.length === header!.length)
    .map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

// Curated skills first, so that their labels are the canonical spellings.
for (const { label, aliases } of CURATED_SKILLS) {
  const skill = skillFor(label);
  for (const alias of aliases) proposeAlias(alias, skill, Strength.Curated);
}

const escoSkillByUri = new Map<string, number>();
for (const record of readCsvRecords('esco_1.2.0_digitalSkillsCollection_en.csv')) {
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
for (const record of readCsvRecords('esco_1.2.0_digitalSkillsCollection_en.csv')) {
  for (const parentUri of record.broaderConceptUri!.split('|').map((u) => u.trim())) {
    linkBroader(record.conceptUri!, parentUri);
  }
}
for (const record of readCsvRecords('esco_broaderRelationsSkillPillar_en.csv')) {
  linkBroader(record.conceptUri!, record.broaderUri!);
}

const onetGroups = new Map<string, Set<number>>();
for (const [, name, , commodity] of readTsv('onet_Technology_Skills.txt')) {
  if (!name || !commodity) continue;
  const key = normaliseSkillText(name);
  const aliasOwners = aliasCandidates.get(key);
  // A product name that is already someone's alias (ESCO or curated) joins that skill.
  const owner =
    skillByKey.get(key) ??
    (aliasOwners?.size === 1 ? [...aliasOwners.keys()][0] : undefined) ??
    skillFor(name.trim());
  proposeAlias(name, owner, Strength.SourceAlias);
  const vendor = VENDORS.find((v) => key.startsWith(`${v} `));
  const product = vendor ? key.slice(vendor.length + 1) : '';
  if (product.length >= 3) proposeAlias(product, owner, Strength.Derived);
  // O*NET ends a name with its acronym: "Amazon Simple Storage Service S3".
  const acronym = name.trim().split(' ').at(-1)!;
  if (name.includes(' ') && /^[A-Z][A-Z0-9]{1,6}$/.test(acronym))
    proposeAlias(acronym, owner, Strength.Derived);
  onetGroups.set(commodity, (onetGroups.get(commodity) ?? new Set()).add(owner));
}

// Each alias key goes to its strongest claimant; a tie between two skills is ambiguous and dropped.
const aliases: [string, number][] = [];
for (const [key, bySkill] of aliasCandidates) {
  const strongest = Math.min(...bySkill.values());
  const owners = [...bySkill].filter(([, strength]) => strength === strongest).map(([skill]) => skill);
  if (owners.length !== 1) continue;
  if (normaliseSkillText(labels[owners[0]!]!) === key) continue;
  aliases.push([key, owners[0]!]);
}
aliases.sort((a, b) => a[0].localeCompare(b[0]));

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
for (const record of readCsvRecords('esco_skillSkillRelations_en.csv')) {
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

const content = { skills: labels, aliases, relations: relationList };
const version = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 12);
const data: TaxonomyData = { version, ...content };
writeFileSync(outFile, `${JSON.stringify(data)}\n`);
console.log(
  `taxonomy ${version}: ${labels.length} skills, ${aliases.length} aliases, ${relationList.length} relations → ${path.relative(process.cwd(), outFile)}`,
);
