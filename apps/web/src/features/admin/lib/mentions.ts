export interface Member {
  userId: string;
  name: string;
}

/** The "@…" being typed just before the caret: where it starts and what follows the "@". */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0 || (start > 0 && !/\s/.test(before[start - 1] ?? ''))) return null;
  const query = before.slice(start + 1);
  // A name has at most a few words; a line break or a long run ends the mention.
  if (query.length > 40 || /[\n@]/.test(query)) return null;
  return { start, query };
}

/** The members whose name has a word starting with what was typed, at most six. */
export function suggestions(members: Member[], query: string): Member[] {
  const wanted = query.trim().toLowerCase();
  return members
    .filter((member) => {
      const name = member.name.toLowerCase();
      return name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted));
    })
    .slice(0, 6);
}

/** The text with "@query" replaced by "@Name " and where the caret goes after it. */
export function insertMention(text: string, at: { start: number; query: string }, name: string) {
  const inserted = `@${name} `;
  const after = text.slice(at.start + 1 + at.query.length).replace(/^ /, '');
  return { text: text.slice(0, at.start) + inserted + after, caret: at.start + inserted.length };
}

/** The members the note still mentions (their "@Name" is in it). */
export function mentionedIn(text: string, members: Member[]): string[] {
  return members.filter((member) => text.includes(`@${member.name}`)).map((member) => member.userId);
}
