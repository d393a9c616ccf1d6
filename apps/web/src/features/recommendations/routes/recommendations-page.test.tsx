import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as api from '@skillmatch/shared/api/api-map';
import { MATCH_SCORE_MEANING, RECOMMENDATION_MESSAGES } from '@skillmatch/shared/constants';
import { makeUserRecord } from '../../../test/fixtures';
import { answer, json, renderRoute, SEEKER } from '../../../test/render';
import {
  FAIR,
  isRecommendations,
  page,
  recommendationCalls,
  STRONG,
  USER_URL,
  WEAK,
} from './recommendations-fixtures';

vi.setConfig({ testTimeout: 20_000 });

// Each screen waits for its lazy route module first; a busy machine takes a while.
configure({ asyncUtilTimeout: 5000 });

describe('recommendations page', () => {
  it('shows skeletons while loading, with Refresh disabled, then the list', async () => {
    let release: () => void = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));
    renderRoute('/recommendations', {
      user: SEEKER,
      api: async ({ url }) => {
        if (url === USER_URL) return answer(api.getMe, makeUserRecord(SEEKER.email, ['React', 'TypeScript']));
        if (!isRecommendations(url)) return undefined;
        await ready;
        return page([STRONG]);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Recommendations', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByTestId('recommendation-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Refresh Recommendations' })).toBeDisabled();
    release();
    expect(await screen.findByRole('link', { name: 'Frontend Engineer' })).toBeInTheDocument();
    expect(screen.queryByTestId('recommendation-skeleton')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Refresh Recommendations' })).toBeEnabled(),
    );
  });

  it('says the failure message when the call fails, and Try again asks again', async () => {
    let fail = true;
    const { calls } = renderRoute('/recommendations', {
      user: SEEKER,
      api: ({ url }) => {
        if (url === USER_URL) return answer(api.getMe, makeUserRecord(SEEKER.email, ['React']));
        if (!isRecommendations(url)) return undefined;
        return fail ? json({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, 500) : page([STRONG]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RECOMMENDATION_MESSAGES.failed);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Frontend Engineer' })).toBeInTheDocument();
    expect(recommendationCalls(calls)).toHaveLength(2);
  });

  it('tells a seeker without skills to add some, with links to the profile and the jobs', async () => {
    renderRoute('/recommendations', {
      user: SEEKER,
      api: ({ url }) =>
        url === USER_URL
          ? answer(api.getMe, makeUserRecord(SEEKER.email, null))
          : isRecommendations(url)
            ? page([])
            : undefined,
    });
    expect(await screen.findByText(RECOMMENDATION_MESSAGES.noSkills)).toBeInTheDocument();
    expect(screen.queryByText(RECOMMENDATION_MESSAGES.noMatches)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add skills to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/jobs');
    const card = screen.getByRole('region', { name: 'Your Skills Profile' });
    expect(within(card).getByText(/No skills yet/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Add skills' })).toHaveAttribute('href', '/profile');
  });

  it('says no job matches when the seeker has skills but nothing fits', async () => {
    renderRoute('/recommendations', {
      user: SEEKER,
      api: ({ url }) =>
        url === USER_URL
          ? answer(api.getMe, makeUserRecord(SEEKER.email, ['Basket weaving']))
          : isRecommendations(url)
            ? page([])
            : undefined,
    });
    expect(await screen.findByText(RECOMMENDATION_MESSAGES.noMatches)).toBeInTheDocument();
    expect(screen.queryByText(RECOMMENDATION_MESSAGES.noSkills)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/jobs');
    expect(
      within(screen.getByRole('list', { name: 'Your skills' })).getByText('Basket weaving'),
    ).toBeInTheDocument();
  });

  it('shows the skills the jobs are scored against by their names, not as typed', async () => {
    renderRoute('/recommendations', {
      user: SEEKER,
      api: ({ url }) =>
        url === USER_URL
          ? answer(api.getMe, {
              ...makeUserRecord(SEEKER.email, ['reactjs', 'postgres']),
              skillNames: ['React', 'PostgreSQL'],
            })
          : isRecommendations(url)
            ? page([STRONG])
            : undefined,
    });
    const skills = await screen.findByRole('list', { name: 'Your skills' });
    expect(skills).toHaveTextContent('ReactPostgreSQL');
    expect(within(skills).queryByText('reactjs')).not.toBeInTheDocument();
  });

  it('lists the jobs best first with coloured badges, the card’s facts and the reasons in words', async () => {
    const { calls } = renderRoute('/recommendations', {
      user: SEEKER,
      api: ({ url }) =>
        url === USER_URL
          ? answer(api.getMe, makeUserRecord(SEEKER.email, ['React', 'TypeScript', 'CSS', 'Jest']))
          : isRecommendations(url)
            ? page([STRONG, FAIR, WEAK])
            : undefined,
    });
    const list = await screen.findByRole('list', { name: 'Recommended jobs' });
    expect(recommendationCalls(calls)[0]?.url).toBe('/api/recommendations?page=1&pageSize=20');
    expect(
      screen.getByText('2 matching jobs (a score of 60 or more) · showing 3 of 3 that use your skills'),
    ).toBeInTheDocument();
    expect(screen.getByText(MATCH_SCORE_MEANING)).toBeInTheDocument();
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Frontend Engineer',
      'Full-stack Developer',
      'Cloud Architect',
    ]);

    const [strong, fair, weak] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(strong).getByText('85% match').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'green',
    );
    expect(within(fair).getByText('65% match').closest('[data-tone]')).toHaveAttribute('data-tone', 'yellow');
    expect(within(weak).getByText('40% match').closest('[data-tone]')).toHaveAttribute('data-tone', 'red');
    expect(within(strong).getByText('(strong match)')).toBeInTheDocument();

    // The job card (docs/product.md, "Pages and layout"): facts, N/A, Remote, 4 skills then "+N more", Apply.
    expect(within(strong).getByText('Remote')).toBeInTheDocument();
    expect(within(strong).getByRole('list', { name: 'Skills' })).toHaveTextContent(
      'ReactTypeScriptJavaScriptAWS+2 more',
    );
    expect(within(strong).getByRole('link', { name: 'Apply Now: Frontend Engineer' })).toHaveAttribute(
      'href',
      `/jobs/${STRONG.jobDetails.id}#apply`,
    );
    expect(within(fair).getByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(within(fair).getByText('N/A')).toBeInTheDocument();

    // The reasons: one line on the card, the whole explanation one click away.
    const why = within(strong).getByText('4 of 6 skills · uses 2 of yours · +AWS').closest('details')!;
    expect(why).not.toHaveAttribute('open');
    await userEvent.click(within(why).getByText('Why this match'));
    expect(why).toHaveAttribute('open');
    expect(within(strong).getByText('You have 4 of 6 skills')).toBeInTheDocument();
    expect(
      within(within(strong).getByRole('list', { name: 'Skills you have' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(within(strong).getByRole('list', { name: 'Related skills' })).toHaveTextContent(
      '‘TypeScript’ counts toward JavaScript (70% credit)',
    );
    const fairCredits = within(within(fair).getByRole('list', { name: 'Related skills' })).getAllByRole(
      'listitem',
    );
    expect(fairCredits.map((credit) => credit.textContent)).toEqual([
      'REST APIs — partly: shares ‘APIs’ with your ‘Backend web services, GraphQL and gRPC…’ (35% credit)',
      '‘Kubernetes’ counts toward Docker (20% credit)',
    ]);
    expect(within(fair).getByTitle('Backend web services, GraphQL and gRPC APIs')).toHaveTextContent(
      '‘Backend web services, GraphQL and gRPC…’',
    );
    expect(within(strong).getByRole('button', { name: 'Add AWS' })).toBeEnabled();
    expect(within(fair).getByText('job type fits · salary not stated')).toBeInTheDocument();
    expect(within(strong).getByText(/It uses 2 of your 3 skills/)).toBeInTheDocument();
    expect(
      within(fair).getByText(
        /^You have 52% of what this job asks for; it relies on your skills 40%\. Preferences are not in the score: they only order equal matches\. The match score is how much/,
      ),
    ).toBeInTheDocument();
    expect(
      within(strong).getByText(
        /^You have 62% of what this job asks for; it relies on your skills 40%\. The match score is how much/,
      ),
    ).toBeInTheDocument();
    expect(
      within(weak)
        .getAllByRole('button', { name: /^Add / })
        .map((button) => button.textContent),
    ).toEqual(['Add AWS', 'Add Terraform', 'Add Kubernetes']);
  });
});
