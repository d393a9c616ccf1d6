import { z } from '../zod';

/** Control characters (C0, DEL, C1) and lone surrogates: no field stores them. */
const CONTROL = /[\p{Cc}\p{Cs}]/u;
/** The same, except the line feed and tab a multi-line field keeps. */
const CONTROL_BESIDE_LINES = /[^\P{Cc}\n\t]|\p{Cs}/u;
/**
 * Invisible characters that change how a line reads: bidi embeddings, overrides and isolates (a name
 * shown backwards), the zero-width space, word joiner and byte-order mark. Zero-width (non-)joiners stay:
 * Persian and Indic names and emoji need them.
 */
const INVISIBLE_FORMAT = /[\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/u;

export interface TextRule {
  /** Most characters, after tidying. */
  max: number;
  /** Fewest characters; 1 when `required` is given and `min` is not. */
  min?: number;
  /** The message for a missing or blank value; without it the field may be empty. */
  required?: string;
  /** The message for fewer than `min` characters (default: the `required` message, or a count). */
  tooShort?: string;
  /** The message for more than `max` characters (default: "<label> must be at most <max> characters"). */
  tooLong?: string;
  /** Keeps line feeds and tabs (a bio, a motivation); Windows line ends become line feeds. */
  multiline?: boolean;
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * The one rule for text a person sends: Unicode normalised (NFC), trimmed, no control characters (line
 * feeds and tabs only in multi-line fields), and a length with a message that says the length. The web
 * forms and the API use the same schemas, so both say the same thing.
 */
export function text(label: string, rule: TextRule) {
  const min = rule.min ?? (rule.required ? 1 : 0);
  const required = rule.required ?? `${label} is required`;
  let schema = z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : `${label} must be text`,
    })
    .normalize('NFC')
    .overwrite((value) => (rule.multiline ? value.replace(/\r\n?/g, '\n') : value))
    .trim()
    .refine((value) => !(rule.multiline ? CONTROL_BESIDE_LINES : CONTROL).test(value), {
      error: rule.multiline
        ? `${label} cannot contain control characters`
        : `${label} cannot contain line breaks or control characters`,
      abort: true,
    })
    .refine((value) => rule.multiline || !INVISIBLE_FORMAT.test(value), {
      error: `${label} cannot contain invisible formatting characters`,
      abort: true,
    });
  if (min > 0) {
    schema = schema.min(min, {
      error: rule.tooShort ?? rule.required ?? `${label} must be at least ${count(min)} characters`,
    });
  }
  return schema.max(rule.max, {
    error: rule.tooLong ?? `${label} must be at most ${count(rule.max)} characters`,
  });
}

/** A field that must be filled in: "<label> is required" unless the product words it otherwise (docs/product.md, "Forms and their messages"). */
export const requiredText = (label: string, max: number, rule: Omit<TextRule, 'max'> = {}) =>
  text(label, { required: `${label} is required`, ...rule, max });

/** A query's search words: empty means no filter. */
export const searchText = (label: string, max: number) =>
  text(label, { max })
    .optional()
    .transform((value) => (value ? value : undefined));
