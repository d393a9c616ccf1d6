import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchReasons as Reasons } from '@skillmatch/shared/schemas/matching';
import { CREDITS, makeReasons } from '../../test/fixtures';
import { MATCH_SCORE_MEANING } from '@skillmatch/shared/constants';
import { MatchReasons, meaningLine, partsLine, shortVia } from './match-reasons';

const TAXATION = 'Taxation matters Income Tax GST P Tax Accounts';

const credits = (reasons: Reasons, reader?: 'seeker' | 'recruiter') => {
  render(<MatchReasons reasons={reasons} reader={reader} />);
  return within(screen.getByRole('list', { name: 'Related skills' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

describe('match reasons', () => {
  it('says why each related skill earns its credit, to the seeker', () => {
    expect(credits(makeReasons({ related: [CREDITS.related, CREDITS.words] }))).toEqual([
      '‘TypeScript’ counts toward JavaScript (70% credit)',
      'Market research — partly: shares ‘research’ with your ‘Legal Research’ (40% credit)',
    ]);
    expect(screen.getByText('You have 2 of 5 skills')).toBeInTheDocument();
    expect(screen.getByText(/· 2 related/)).toBeInTheDocument();
  });

  it('says the same about a candidate to a recruiter', () => {
    expect(credits(makeReasons({ related: [CREDITS.related, CREDITS.words] }), 'recruiter')).toEqual([
      '‘TypeScript’ counts toward JavaScript (70% credit)',
      'Market research — partly: shares ‘research’ with their ‘Legal Research’ (40% credit)',
    ]);
    expect(screen.getByRole('list', { name: 'Skills they have' })).toHaveTextContent('ReactTypeScript');
  });

  it('quotes every shared word, and shortens a long typed skill with the whole of it in the tooltip', () => {
    const related: Reasons['related'] = [
      { skill: 'Income Tax Returns', via: TAXATION, words: ['Income', 'Tax'], percent: 60, basis: 'words' },
      { skill: 'Accounting', via: TAXATION, percent: 45, basis: 'related' },
    ];
    expect(credits(makeReasons({ related }))).toEqual([
      'Income Tax Returns — partly: shares ‘Income’, ‘Tax’ with your ‘Taxation matters Income Tax GST P Tax…’ (60% credit)',
      '‘Taxation matters Income Tax GST P Tax…’ counts toward Accounting (45% credit)',
    ]);
    const shortened = screen.getAllByTitle(TAXATION);
    expect(shortened).toHaveLength(2);
    expect(shortened[0]).toHaveTextContent('‘Taxation matters Income Tax GST P Tax…’');
  });

  it('gives a typed skill short enough no tooltip', () => {
    credits(makeReasons({ related: [CREDITS.words] }));
    expect(screen.getByText('‘Legal Research’')).not.toHaveAttribute('title');
  });

  it('cuts a typed skill to at most 40 characters, at a word break when there is one', () => {
    expect(shortVia('Legal Research')).toBe('Legal Research');
    expect(shortVia('x'.repeat(40))).toBe('x'.repeat(40));
    expect(shortVia(TAXATION)).toBe('Taxation matters Income Tax GST P Tax…');
    expect(shortVia('Java, Python, C++, Go, Rust, Kotlin, Scala, Swift')).toBe(
      'Java, Python, C++, Go, Rust, Kotlin…',
    );
    expect(shortVia('y'.repeat(60))).toBe(`${'y'.repeat(39)}…`);
    for (const via of [TAXATION, 'Java, Python, C++, Go, Rust, Kotlin, Scala, Swift', 'y'.repeat(60)])
      expect(Array.from(shortVia(via)).length).toBeLessThanOrEqual(40);
  });

  it('says what the score is made of and what it means, in the reader’s words', () => {
    const plain = makeReasons({ coverage: 46, reliance: 76 });
    expect(partsLine(plain)).toBe('You have 46% of what this job asks for; it relies on your skills 76%.');
    expect(partsLine(plain, 'recruiter')).toBe(
      'Has 46% of what this job asks for; it relies on their skills 76%.',
    );
    expect(meaningLine()).toBe(MATCH_SCORE_MEANING);
    expect(meaningLine('recruiter')).toBe(
      'The match score is how much of what the job asks for the candidate has: its first and rarer skills count more, a related skill of theirs counts in part, and what they lack counts less the more the job relies on skills they have.',
    );
    const preferring = makeReasons({ preferences: [{ preference: 'type', fit: 1 }] });
    render(<MatchReasons reasons={preferring} />);
    expect(
      screen.getByText(`${partsLine(preferring)} ${MATCH_SCORE_MEANING}`, { exact: false }),
    ).toBeInTheDocument();
    expect(partsLine(preferring)).toContain('Preferences are not in the score');
    expect(screen.getByText('job type fits')).toBeInTheDocument();
  });
});
