/** `%text%` for ILIKE, with ILIKE's own wildcards in the text taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
