/** Tidies a skill as a person typed it: trimmed, inner whitespace collapsed. */
export function tidySkill(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/**
 * The key two spellings of one skill share ("  react " and "React" both give "react"). The taxonomy
 * (aliases, relations) builds on this key.
 */
export function skillKey(raw: string): string {
  return tidySkill(raw).toLowerCase();
}

/** Tidied skills without blanks or case-insensitive duplicates, in their first-seen order. */
export function uniqueSkills(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of raw) {
    const skill = tidySkill(item);
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    kept.push(skill);
  }
  return kept;
}
