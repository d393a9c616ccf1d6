import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as api from '@skillmatch/shared/api/api-map';
import { makeUserRecord, makeRecommendation } from '../../../test/fixtures';
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

describe('recommendations page: what a seeker does on it', () => {
  it('adds a missing skill in one click, says so, and fetches the recommendations again', async () => {
    let skills = ['React', 'TypeScript'];
    let release: () => void = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));
    const { calls } = renderRoute('/recommendations', {
      user: SEEKER,
      api: async ({ method, url, body }) => {
        if (url === USER_URL) return answer(api.getMe, makeUserRecord(SEEKER.email, skills));
        if (isRecommendations(url)) {
          return skills.includes('AWS')
            ? page([
                {
                  ...STRONG,
                  match_score: 95,
                  reasons: { ...STRONG.reasons, matched: [...STRONG.reasons.matched, 'AWS'], missing: [] },
                },
              ])
            : page([STRONG]);
        }
        if (method === 'POST' && url === `${USER_URL}/skills`) {
          await ready;
          skills = [...skills, (body as { skill: string }).skill];
          return answer(api.addMySkill, { success: true, user: makeUserRecord(SEEKER.email, skills) });
        }
        return undefined;
      },
    });
    const button = await screen.findByRole('button', { name: 'Add AWS' });
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Adding AWS...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Added AWS to your profile')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `${USER_URL}/skills`, body: { skill: 'AWS' } },
    ]);
    expect(await screen.findByText('95% match')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add AWS/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your skills' })).getByText('AWS')).toBeInTheDocument();
    expect(recommendationCalls(calls)).toHaveLength(2);
  });

  it('shows the server’s message when a skill cannot be added', async () => {
    renderRoute('/recommendations', {
      user: SEEKER,
      api: ({ method, url }) => {
        if (url === USER_URL) return answer(api.getMe, makeUserRecord(SEEKER.email, ['React']));
        if (isRecommendations(url)) return page([STRONG]);
        if (method === 'POST')
          return json(
            { statusCode: 400, code: 'BAD_REQUEST', message: 'A profile holds at most 100 skills.' },
            400,
          );
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add AWS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A profile holds at most 100 skills.');
    expect(screen.getByRole('button', { name: 'Add AWS' })).toBeEnabled();
  });

  it('writes a large total as people read numbers, with thousands separators', async () => {
    renderRoute('/recommendations', {
      user: SEEKER,
      api: ({ url }) =>
        url === USER_URL
          ? answer(api.getMe, makeUserRecord(SEEKER.email, ['React']))
          : isRecommendations(url)
            ? page([STRONG, FAIR, WEAK], 12_345, 1179)
            : undefined,
    });
    expect(
      await screen.findByText(
        '1,179 matching jobs (a score of 60 or more) · showing 3 of 12,345 that use your skills',
      ),
    ).toBeInTheDocument();
  });

  it('refreshes on demand and loads more with the total from X-Total-Count', async () => {
    const first = Array.from({ length: 20 }, (_, index) =>
      makeRecommendation(90 - index, { title: `Job ${index + 1}` }),
    );
    const { calls } = renderRoute('/recommendations', {
      user: SEEKER,
      api: ({ url }) => {
        if (url === USER_URL) return answer(api.getMe, makeUserRecord(SEEKER.email, ['React']));
        if (!isRecommendations(url)) return undefined;
        const pageNumber = new URL(url, 'http://x').searchParams.get('page');
        return pageNumber === '1'
          ? page(first, 21, 20)
          : page([makeRecommendation(50, { title: 'Job 21' })], 21, 20);
      },
    });
    const counted = (shown: number) =>
      `20 matching jobs (a score of 60 or more) · showing ${shown} of 21 that use your skills`;
    expect(await screen.findByText(counted(20))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Job 21' })).toBeInTheDocument();
    expect(screen.getByText(counted(21))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(recommendationCalls(calls).at(-1)?.url).toContain('page=2');

    const before = recommendationCalls(calls).length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Recommendations' }));
    await waitFor(() => expect(recommendationCalls(calls).length).toBeGreaterThan(before));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Refresh Recommendations' })).toBeEnabled(),
    );
  });
});
