import data from './taxonomy-data.json';
import { tidySkill } from './normalise';
import { compactSkillText, normaliseSkillText, withoutQualifiers } from './skill-text';

/** The shipped table, as `taxonomy/build-taxonomy.ts` writes it. */
export interface TaxonomyData {
  /** A hash of the content: stored beside every normalised skill list, so a new table re-normalises them. */
  version: string;
  /** The sources' labels; a skill's number is its index here, and its id is its label normalised. */
  skills: string[];
  /**
   * [skill number, label]: the label shown where the source's is a class title ("Computer aided
   * manufacturing CAM software" → "CAM software") or carries a class in parentheses ("Chef (tools for
   * software configuration management)" → "Chef").
   */
  readableLabels: [number, string][];
  /** Normalised alias text → skill number: other names of the skill ("postgres", "excel", "cam software"). */
  aliases: [string, number][];
  /**
   * Normalised text → skill number for texts that point to a skill without naming it ("bash" for computer
   * programming, one of ESCO's alternative labels): matching resolves them; names shown and names looked
   * for in a resume do not use them.
   */
  looseAliases: [string, number][];
  /** [from, to, percent]: a seeker with `from` earns `percent`% credit for a job asking `to`. */
  relations: [number, number, number][];
  /** O*NET product classes, by readable names ("Database software"): what kind of tool a skill is. */
  groups: string[];
  /** Per skill, its group's number in `groups`, or -1. */
  skillGroups: number[];
}

/**
 * One skill as matching sees it. `id` is the canonical skill's normalised label for a known skill, and
 * the normalised text itself for a skill the taxonomy does not know, so unknown skills still match
 * their exact (normalised) spelling.
 */
export interface ResolvedSkill {
  id: string;
  label: string;
  known: boolean;
}

export interface Relation {
  id: string;
  /** Share of full credit, 0 to 1. */
  credit: number;
}

export interface Taxonomy {
  version: string;
  /** The canonical skill a typed skill means, or the typed skill itself when unknown; null for blanks. */
  resolve(raw: string): ResolvedSkill | null;
  /** Skills that earn partial credit for a job asking `id`, each with its credit. */
  standInsFor(id: string): Relation[];
  /** Skills that `id` earns partial credit for (the reverse of `standInsFor`). */
  standInsFrom(id: string): string[];
  /** The kind of product a known skill is ("Medical software"), when O*NET classes it. */
  groupOf(id: string): string | undefined;
  /** The ids of every skill of a group. */
  groupMembers(group: string): readonly string[];
  /** The canonical label of a known id. */
  labelOf(id: string): string | undefined;
  /**
   * A typed skill as it is shown: the canonical label when the text names a known skill ("postgres" →
   * PostgreSQL), else the text tidied ("Python programming", "Bash", which matching reads as computer
   * programming).
   */
  displayName(raw: string): string;
  /** Canonical labels, by the label or a naming alias whose words start with `prefix`, for autocomplete. */
  suggest(prefix: string, limit: number): string[];
  /**
   * The canonical labels of the known skills a free text names (a resume) by a label or an alias, in order
   * of first mention; never by a loose alias, a class or a relation.
   */
  findIn(text: string, limit: number): string[];
}

/** The longest skill name, in words, that free text is searched for. */
const LONGEST_NAME_WORDS = 4;

/** Each text's skill, labels first so that they win ties. */
function textIndex(ids: readonly string[], ...aliasLists: (readonly [string, number][])[]) {
  const byText = new Map<string, number>();
  ids.forEach((id, index) => byText.set(id, index));
  for (const [alias, index] of aliasLists.flat()) if (!byText.has(alias)) byText.set(alias, index);
  return byText;
}

/** "ReactJS" and "React.js" meet on their compact form; a compact form two skills share is dropped. */
function compactIndex(byText: ReadonlyMap<string, number>) {
  const byCompact = new Map<string, number | null>();
  for (const [text, index] of byText) {
    const compact = compactSkillText(text);
    const seen = byCompact.get(compact);
    byCompact.set(compact, seen === undefined || seen === index ? index : null);
  }
  return byCompact;
}

export function buildTaxonomy(table: TaxonomyData): Taxonomy {
  const ids = table.skills.map(normaliseSkillText);
  const shown = [...table.skills];
  for (const [index, label] of table.readableLabels) shown[index] = label;
  const byText = textIndex(ids, table.aliases, table.looseAliases);
  const byCompact = compactIndex(byText);
  const byName = textIndex(ids, table.aliases);
  const byCompactName = compactIndex(byName);

  const standIns = new Map<string, Relation[]>();
  const standsInFor = new Map<string, string[]>();
  for (const [from, to, percent] of table.relations) {
    standIns.set(ids[to]!, [...(standIns.get(ids[to]!) ?? []), { id: ids[from]!, credit: percent / 100 }]);
    standsInFor.set(ids[from]!, [...(standsInFor.get(ids[from]!) ?? []), ids[to]!]);
  }

  function lookup(text: string): number | undefined {
    return byText.get(text) ?? byCompact.get(compactSkillText(text)) ?? undefined;
  }

  const groupById = new Map<string, string>();
  const membersOfGroup = new Map<string, string[]>();
  table.skillGroups.forEach((group, index) => {
    if (group < 0) return;
    const name = table.groups[group]!;
    groupById.set(ids[index]!, name);
    membersOfGroup.set(name, [...(membersOfGroup.get(name) ?? []), ids[index]!]);
  });

  const labelsById = new Map(ids.map((id, index) => [id, shown[index]!]));
  // Every text that names a skill, with the skill it names; labels first so they win ties.
  const namings = [...byName];

  return {
    version: table.version,
    resolve(raw) {
      const label = tidySkill(raw);
      const text = normaliseSkillText(label);
      if (!text) return null;
      const stripped = withoutQualifiers(text);
      const index = lookup(text) ?? (stripped === null ? undefined : lookup(stripped));
      if (index === undefined) return { id: text, label, known: false };
      return { id: ids[index]!, label: shown[index]!, known: true };
    },
    standInsFor: (id) => standIns.get(id) ?? [],
    standInsFrom: (id) => standsInFor.get(id) ?? [],
    groupOf: (id) => groupById.get(id),
    groupMembers: (group) => membersOfGroup.get(group) ?? [],
    labelOf: (id) => labelsById.get(id),
    displayName(raw) {
      const typed = tidySkill(raw);
      const text = normaliseSkillText(typed);
      const index = text ? lookup(text) : undefined;
      if (index === undefined) return typed;
      const named = byName.get(text) ?? byCompactName.get(compactSkillText(text));
      return named === index ? shown[index]! : typed;
    },
    suggest(prefix, limit) {
      const wanted = normaliseSkillText(prefix);
      if (!wanted) return [];
      const starts = new Set<string>();
      const contains = new Set<string>();
      for (const [text, index] of namings) {
        if (text.startsWith(wanted)) starts.add(shown[index]!);
        else if (text.includes(` ${wanted}`)) contains.add(shown[index]!);
      }
      return [...starts, ...contains].slice(0, limit);
    },
    findIn(text, limit) {
      const tokens = (text.normalize('NFKD').match(/[A-Za-z0-9+#]+(?:\.[A-Za-z0-9+#]+)*/g) ?? []).map(
        (raw) => ({ raw, word: normaliseSkillText(raw) }),
      );
      const found = new Set<string>();
      for (let start = 0; start < tokens.length && found.size < limit; start++) {
        // Longest name first: "Microsoft Excel" rather than "Excel" alone.
        for (let length = Math.min(LONGEST_NAME_WORDS, tokens.length - start); length > 0; length--) {
          const words = tokens.slice(start, start + length);
          // One word must look like a name ("Python", "C++", "SQL"), not a word of the sentence.
          if (length === 1 && !/[A-Z0-9+#.]/.test(words[0]!.raw)) continue;
          const index = byName.get(words.map((token) => token.word).join(' '));
          if (index === undefined) continue;
          // An acronym is meant only in capitals: "Doe" the name is not "DOE" the software.
          const raw = words[0]!.raw;
          const capitals = raw.toUpperCase();
          const acronym = /^[A-Za-z]+$/.test(raw) && table.skills[index]!.split(' ').includes(capitals);
          if (length === 1 && raw !== capitals && acronym) continue;
          found.add(shown[index]!);
          start += length - 1;
          break;
        }
      }
      return [...found];
    },
  };
}

/** The product's taxonomy, built once from the shipped table. */
export const taxonomy: Taxonomy = buildTaxonomy(data as TaxonomyData);
