import { compactSkillText, isQualifierWord, meaningfulWords, normaliseSkillText } from '../src/skill-text';

/** How the taxonomy build reads names: vendors before products, acronyms, the words that name a skill. */

/** Companies whose name O*NET puts before a product ("Oracle Java", "Microsoft Excel"). */
export const VENDORS = [
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

/** The text without a vendor's name before it ("apache subversion" → "subversion"); normalised text. */
export function withoutVendor(key: string): string {
  const vendor = VENDORS.find((v) => key.startsWith(`${v} `));
  return vendor ? key.slice(vendor.length + 1) : key;
}

/** Whether the acronym's letters run through the words in order, from the first word's initial ("HTML"). */
export function abbreviates(acronym: string, words: string): boolean {
  const letters = acronym.toLowerCase();
  if (letters[0] !== words[0]) return false;
  let at = 0;
  for (const char of words) if (char === letters[at]) at++;
  return at >= letters.length;
}

/** The words of a name that say which skill it is: not "software", "tools" or "for". */
const nameWords = (key: string) => meaningfulWords(key).filter((word) => !isQualifierWord(word));

/**
 * Whether a normalised alias shares a naming word with one of a skill's labels ("Jenkins CI" with
 * "Jenkins (tools for software configuration management)") or begins one ("Postgre", "PostgreSQL").
 */
export function sharesName(key: string, labels: readonly string[]): boolean {
  const own = labels.map(normaliseSkillText).filter(Boolean);
  const words = new Set(own.flatMap(nameWords));
  if (nameWords(key).some((word) => words.has(word))) return true;
  const compact = compactSkillText(key);
  return compact.length >= 3 && own.some((label) => compactSkillText(label).startsWith(compact));
}
