/**
 * How a typed skill becomes comparable text. Every side uses the same steps (taxonomy labels and
 * aliases, job skills, profile skills), so what matters is that they agree, not that the singular of
 * "Kubernetes" is a real word.
 */

/** Words that say nothing about which skill is meant. */
const FILLER_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'in', 'on', 'for', 'with', 'to', 'or', 'using']);

/** Qualifiers people put around a skill name ("Core Java", "advanced Excel", "Python programming"). */
const QUALIFIER_WORDS = new Set([
  'core',
  'basic',
  'basics',
  'advanced',
  'expert',
  'strong',
  'good',
  'excellent',
  'knowledge',
  'experience',
  'proficient',
  'proficiency',
  'skill',
  'programming',
  'language',
  'framework',
  'library',
  'development',
  'tool',
  'software',
]);

/** A plural's singular, by suffix only (no dictionary): "technologies" → "technology", "tests" → "test". */
function singular(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(ss|us|is|os|as)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * Lower case, accents and punctuation removed, spacing collapsed, each word singular. Keeps what
 * names skills: "c++", "c#", ".net", "node.js" (a dot or hyphen inside a word stays a dot).
 */
export function normaliseSkillText(raw: string): string {
  const text = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#.\s]/g, ' ')
    // A dot stays only when a letter or digit follows it (".net", "node.js"), not at a sentence's end.
    .replace(/\.(?![a-z0-9])/g, ' ');
  return text.split(/\s+/).filter(Boolean).map(singular).join(' ');
}

/** The text without spaces, dots or hyphens: "React.js", "ReactJS" and "react js" agree. */
export function compactSkillText(normalised: string): string {
  return normalised.replace(/[\s.]/g, '');
}

/** Words that can carry meaning between two different skills ("data", "structure"; not "of"). */
export function meaningfulWords(normalised: string): string[] {
  const words = normalised.split(' ').filter((word) => word.length > 1 && !FILLER_WORDS.has(word));
  return [...new Set(words)];
}

/** A word that qualifies a skill name rather than naming it ("advanced", "software", "with"); normalised. */
export function isQualifierWord(word: string): boolean {
  return QUALIFIER_WORDS.has(word) || FILLER_WORDS.has(word);
}

/**
 * The skill name without the qualifiers around it ("core java" → "java", "experience with sap" → "sap",
 * "advanced excel skill" → "excel"), or null when nothing is left or nothing changed. Only words at
 * either end go: inside a name they belong to it ("point of sale"). The taxonomy also indexes each
 * O*NET name this way ("web browser software" → "web browser"), so both sides meet.
 */
export function withoutQualifiers(normalised: string): string | null {
  const words = normalised.split(' ');
  let start = 0;
  let end = words.length;
  while (start < end && isQualifierWord(words[start]!)) start++;
  while (end > start && isQualifierWord(words[end - 1]!)) end--;
  if (start === end || end - start === words.length) return null;
  return words.slice(start, end).join(' ');
}
