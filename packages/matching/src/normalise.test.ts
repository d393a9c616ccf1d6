import { describe, expect, it } from 'vitest';
import { skillKey, tidySkill, uniqueSkills } from './normalise';

describe('skill normalisation', () => {
  it('tidies spacing and keeps the spelling', () => {
    expect(tidySkill('  Machine   Learning ')).toBe('Machine Learning');
  });

  it('gives two spellings of one skill the same key', () => {
    expect(skillKey(' React ')).toBe(skillKey('react'));
  });

  it('drops blanks and case-insensitive repeats, keeping the first spelling', () => {
    expect(uniqueSkills(['React', ' ', 'react', 'Node.js', 'NODE.JS ', 'Go'])).toEqual([
      'React',
      'Node.js',
      'Go',
    ]);
  });
});
