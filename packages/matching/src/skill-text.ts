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

/** Endings cut by `stemWord`, each with the shortest stem it may leave. */
const SUFFIXES: [string, number][] = [
  ['ations', 3],
  ['ation', 3],
  ['ments', 3],
  ['ment', 3],
  ['ings', 3],
  ['ing', 3],
  ['ers', 3],
  ['er', 3],
  ['ed', 3],
  ['ors', 3],
  ['or', 4],
  ['ive', 4],
  ['al', 4],
  ['ic', 4],
];

function withoutSuffix(word: string): string {
  for (const [suffix, shortest] of SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < shortest) continue;
    const stem = word.slice(0, -suffix.length);
    // "planning" → "plan", "programmer" → "program"; but "skilled" → "skill".
    return /(.)\1$/.test(stem) && !/(ll|ss)$/.test(stem) ? stem.slice(0, -1) : stem;
  }
  return word;
}

/**
 * A word's stem, by endings only, so that a skill's forms meet: "testing", "tester" and "test";
 * "engineering" and "engineer"; "recruitment" and "recruiter"; "design" and "designer". Crude on
 * purpose (no dictionary): both sides use it, so only agreement matters. Short words stay whole.
 */
export function stemWord(word: string): string {
  if (word.length <= 4 || !/^[a-z]+$/.test(word)) return word;
  const once = withoutSuffix(word);
  const stem = once === word ? word : withoutSuffix(once);
  return stem.endsWith('e') && stem.length > 3 ? stem.slice(0, -1) : stem;
}

/** What matching compares of a skill: the stems of its meaningful words ("Software Testing" → software, test). */
export function termsOf(normalised: string): string[] {
  return [...new Set(meaningfulWords(normalised).map(stemWord))];
}

/**
 * The terms of a taxonomy name, without the words that say what kind of thing it is ("Sales software",
 * "tools for software configuration management"): those would match every posting that says "software".
 */
export function nameTermsOf(normalised: string): string[] {
  return termsOf(
    normalised
      .split(' ')
      .filter((word) => !isQualifierWord(word))
      .join(' '),
  );
}

/** Where a typed string holds several skills: "Autocad | Catia", "C++, Python", "UI/UX", "Routing (RIP)". */
const PIECE_SEPARATOR = /\s*(?:[|,;•·()[\]{}]|\/|\s[-–—]\s|:)\s*/;

/**
 * The skills one typed string holds, as typed: "Autocad | Catia | Solidworks" → three; "Network
 * Address Translation(NAT)" → the name and "NAT"; "Position: QA/QC Civil Engineer" → "Position",
 * "QA", "QC Civil Engineer". A string without separators is one piece.
 */
export function typedPieces(typed: string): string[] {
  return typed
    .split(PIECE_SEPARATOR)
    .map((piece) => piece.trim())
    .filter((piece) => /[A-Za-z0-9]/.test(piece));
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
