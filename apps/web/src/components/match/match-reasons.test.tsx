import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchReasons as Reasons } from '@skillmatch/shared/schemas/matching';
import { CREDITS, makeReasons } from '../../test/fixtures';
import { MatchReasons, pointsLine, shortVia } from './match-reasons';

const TAXATION = 'Taxation matters Income Tax GST P Tax Accounts';

const credits = (reasons: Reasons, reader?: 'seeker' | 'recruiter') => {
  render(<MatchReasons reasons={reasons} reader={reader} />);
  return within(screen.getByRole('list', { name: 'Related skills' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

describe('match reasons', () => {
  it('says why each related skill earns its credit, to the seeker', () => {
    expect(credits(makeReasons({ related: [CREDITS.related, CREDITS.words, CREDITS.catalogue] }))).toEqual([
      '‘TypeScript’ counts toward JavaScript (70% credit)',
      'Market research — partly: shares ‘research’ with your ‘Legal Research’ (40% credit)',
      'Civil Engineering — often asked for in the jobs your skills match best (25% credit)',
    ]);
    expect(screen.getByText('You have 2 of 6 skills')).toBeInTheDocument();
    expect(screen.getByText(/· 3 related/)).toBeInTheDocument();
  });

  it('says the same about a candidate to a recruiter', () => {
    expect(
      credits(makeReasons({ related: [CREDITS.related, CREDITS.words, CREDITS.catalogue] }), 'recruiter'),
    ).toEqual([
      '‘TypeScript’ counts toward JavaScript (70% credit)',
      'Market research — partly: shares ‘research’ with their ‘Legal Research’ (40% credit)',
      'Civil Engineering — often asked for in the jobs their skills match best (25% credit)',
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

  it('adds up the points: skills alone, or skills and preferences', () => {
    const plain = makeReasons({ skillPoints: 52 });
    expect(pointsLine(plain)).toBe(
      '52 of 100 points for skills (rarer skills, and skills a job lists first, count more).',
    );
    const preferring = makeReasons({
      skillPoints: 60,
      skillPointsMax: 85,
      preferencePoints: 15,
      preferencePointsMax: 15,
      preferences: [{ preference: 'type', fit: 1 }],
    });
    expect(pointsLine(preferring)).toBe(
      '60 of 85 points for skills (rarer skills, and skills a job lists first, count more), 15 of 15 for your preferences.',
    );
    expect(pointsLine(preferring, 'recruiter')).toBe(
      '60 of 85 points for skills (rarer skills, and skills a job lists first, count more), 15 of 15 for their preferences.',
    );
    render(<MatchReasons reasons={preferring} />);
    expect(screen.getByText(pointsLine(preferring))).toBeInTheDocument();
    expect(screen.getByText('job type fits')).toBeInTheDocument();
  });
});
