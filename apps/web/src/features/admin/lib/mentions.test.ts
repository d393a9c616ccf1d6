import { describe, expect, it } from 'vitest';
import { insertMention, mentionAt, mentionedIn, suggestions } from './mentions';

const TEAM = [
  { userId: 'u-1', name: 'Rita Recruiter' },
  { userId: 'u-2', name: 'Ivan Interviewer' },
  { userId: 'u-3', name: 'Olga Owner' },
];

describe('mentions', () => {
  it('finds the "@…" being typed, not an email address', () => {
    expect(mentionAt('Ask @iv', 7)).toEqual({ start: 4, query: 'iv' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('mail rita@example.com', 21)).toBeNull();
    expect(mentionAt('@Rita\nnext', 10)).toBeNull();
  });

  it('suggests members by the start of any word of their name', () => {
    expect(suggestions(TEAM, 'int').map((member) => member.name)).toEqual(['Ivan Interviewer']);
    expect(suggestions(TEAM, '')).toHaveLength(3);
    expect(suggestions(TEAM, 'zz')).toEqual([]);
  });

  it('puts the chosen name in place of what was typed, and finds who the note mentions', () => {
    const { text, caret } = insertMention('Ask @iv about it', { start: 4, query: 'iv' }, 'Ivan Interviewer');
    expect(text).toBe('Ask @Ivan Interviewer about it');
    expect(caret).toBe('Ask @Ivan Interviewer '.length);
    expect(mentionedIn(text, TEAM)).toEqual(['u-2']);
  });
});
