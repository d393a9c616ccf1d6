import { z } from 'zod';

function fieldName(path: readonly PropertyKey[] | undefined): string {
  const named = (path ?? []).filter((part) => typeof part === 'string');
  return named.length > 0 ? named.join('.') : 'This value';
}

function plural(count: number | bigint, word: string) {
  return `${count} ${word}${count === 1 || count === 1n ? '' : 's'}`;
}

function sizeWord(origin: string) {
  return origin === 'string' ? 'character' : origin === 'array' || origin === 'set' ? 'item' : '';
}

/**
 * Default zod messages written for people ("title is required", "pageSize must be at most 100").
 * Schemas that carry their own message (the product's texts, docs/product.md) keep it: a schema's message wins.
 */
export function installReadableZodMessages() {
  z.config({
    customError: (issue) => {
      const field = fieldName(issue.path);
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined || issue.input === null
            ? `${field} is required`
            : `${field} must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`;
        case 'too_small': {
          const unit = sizeWord(issue.origin);
          if (unit) return `${field} must have at least ${plural(issue.minimum, unit)}`;
          return `${field} must be at least ${issue.minimum}`;
        }
        case 'too_big': {
          const unit = sizeWord(issue.origin);
          if (unit) return `${field} must have at most ${plural(issue.maximum, unit)}`;
          return `${field} must be at most ${issue.maximum}`;
        }
        case 'invalid_value':
          return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
        case 'invalid_format':
          return `${field} must be a valid ${issue.format === 'regex' ? 'value' : issue.format}`;
        case 'unrecognized_keys':
          return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
        default:
          return undefined;
      }
    },
  });
}
