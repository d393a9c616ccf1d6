/**
 * Readable names for the taxonomy's sources' class names, used by the taxonomy build
 * (`taxonomy/build-taxonomy.ts`) for the product classes it ships and for the skills named after a class.
 * O*NET writes its commodity titles for a catalogue ("Data base user interface and query software",
 * "Computer aided design CAD software"); ESCO puts a class after some tool names ("Chef (tools for software
 * configuration management)"). People read "Database software", "CAD software", "Chef".
 */

/** Titles the rules below do not make readable, renamed by hand. */
const RENAMED_CLASSES: Record<string, string> = {
  'Data base user interface and query software': 'Database software',
  'Computer aided design CAD and computer aided manufacturing CAM system': 'CAD and CAM software',
  'Materials requirements planning logistics and supply chain software':
    'Supply chain and logistics software',
  'Network operation system software': 'Network operating system software',
  'Software defined networking/ virtualization software':
    'Software-defined networking and virtualization software',
  'Transaction security and virus protection software': 'Security and antivirus software',
};

/** "Computer aided design CAD": the words before an acronym whose initials spell it. */
function withoutSpelledOutAcronyms(title: string): string {
  const words = title.split(' ');
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    if (!/^[A-Z]{2,6}$/.test(word) || at < word.length) continue;
    const before = words.slice(at - word.length, at);
    const initials = before.map((spelled) => spelled[0]!.toUpperCase()).join('');
    if (initials !== word) continue;
    words.splice(at - word.length, word.length);
    at -= word.length;
  }
  return words.join(' ');
}

/**
 * A class title as people say it: renamed by hand when the table has it, else "Data base" as one word and
 * an acronym instead of the words it spells out ("Enterprise resource planning ERP software" → "ERP
 * software"), first letter capital.
 */
export function readableClassName(title: string): string {
  const renamed = RENAMED_CLASSES[title];
  if (renamed) return renamed;
  const readable = withoutSpelledOutAcronyms(title.trim().replace(/\s+/g, ' ')).replace(
    /\bdata base\b/gi,
    (found) => `${found[0]}atabase`,
  );
  return readable.charAt(0).toUpperCase() + readable.slice(1);
}

/**
 * A skill's label without the class its source put in parentheses after it ("Chef (tools for software
 * configuration management)" → "Chef", "Profitool software (human resources feature)" → "Profitool
 * software"); an acronym in parentheses is part of the name and stays ("Adobe Experience Manager (AEM)").
 */
export function withoutClassInParentheses(label: string): string {
  return label.replace(/\s*\([a-z][^()]*\)\s*$/, '').trim() || label;
}
