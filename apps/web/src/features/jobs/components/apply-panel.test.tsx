import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { APPLY_MESSAGES } from '@skillmatch/shared/application-messages';
import { makeApplication, makeJob } from '../../../test/fixtures';
import { json, renderRoute, SEEKER } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });

// The job page waits for its lazy route module first; a busy machine takes a while.
configure({ asyncUtilTimeout: 5000 });

const JOB = makeJob({ title: 'Frontend Engineer' });

const ownApplication = (status: string) => makeApplication(JOB, status);

function openJobPage(status: string) {
  return renderRoute(`/jobs/${JOB.id}`, {
    user: SEEKER,
    api: ({ url }) => {
      if (url === `/api/jobs/${JOB.id}`) return json(JOB);
      if (url === `/api/jobs/${JOB.id}/applying`)
        return json({ applicants: 3, application: ownApplication(status) });
      return undefined;
    },
  });
}

describe('the apply panel and one’s own application', () => {
  it('says an application is already sent while it is under way', async () => {
    openJobPage('In Progress');
    const panel = await screen.findByRole('complementary', { name: 'Apply' });
    expect(await within(panel).findByText(APPLY_MESSAGES.already)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('offers to apply again after withdrawing', async () => {
    openJobPage('Withdrawn');
    const panel = await screen.findByRole('complementary', { name: 'Apply' });
    expect(await within(panel).findByText(APPLY_MESSAGES.withdrawnMayApplyAgain)).toBeInTheDocument();
    expect(within(panel).queryByText(APPLY_MESSAGES.already)).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply Now' }));
    expect(within(panel).getByLabelText('Why do you want to join this team?')).toBeInTheDocument();
  });

  it('counts the motivation as it is checked, without the spaces around it', async () => {
    openJobPage('Withdrawn');
    const panel = await screen.findByRole('complementary', { name: 'Apply' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Apply Now' }));
    await userEvent.type(
      within(panel).getByLabelText('Why do you want to join this team?'),
      '   too short   ',
    );
    expect(within(panel).getByText('9/500 characters (minimum 50)')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit Application' }));
    expect(within(panel).getByText(APPLY_MESSAGES.tooShort)).toBeInTheDocument();
  });

  it('shows the server’s own words when it refuses the application', async () => {
    const { calls } = renderRoute(`/jobs/${JOB.id}`, {
      user: SEEKER,
      api: ({ method, url }) => {
        if (url === `/api/jobs/${JOB.id}`) return json(JOB);
        if (url === `/api/jobs/${JOB.id}/applying`) return json({ applicants: 3, application: null });
        if (method === 'POST' && url === '/api/applications')
          return json({ statusCode: 409, code: 'CONFLICT', message: APPLY_MESSAGES.closed }, 409);
        return undefined;
      },
    });
    const panel = await screen.findByRole('complementary', { name: 'Apply' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Apply Now' }));
    await userEvent.type(
      within(panel).getByLabelText('Why do you want to join this team?'),
      'I have shipped accessible design systems for years and want to do it here.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit Application' }));
    expect(await within(panel).findByText(APPLY_MESSAGES.closed)).toBeInTheDocument();
    expect(within(panel).queryByText(APPLY_MESSAGES.failed)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/applications')).toHaveLength(1);
  });
});
