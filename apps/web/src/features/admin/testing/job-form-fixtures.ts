import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeJob } from '../../../test/fixtures';
import { json, type Handler } from './render-admin';

/** The API saving a new job: it answers the job sent, with an id. */
export const created: Handler = ({ method, url, body }) =>
  method === 'POST' && url === '/api/jobs'
    ? json(makeJob({ ...(body as object), id: '11111111-2222-4333-8444-555555555555' }), 201)
    : undefined;

/** Types the add-job form's required fields; the user who typed them. */
export async function fillRequired(user = userEvent.setup({ delay: null })) {
  await user.type(await screen.findByLabelText('Job title'), 'Platform Engineer');
  await user.type(screen.getByLabelText('Company'), 'Initech');
  await user.type(screen.getByLabelText('Location'), 'Austin, TX');
  await user.selectOptions(screen.getByLabelText('Category'), 'Technology');
  await user.type(screen.getByLabelText('Description'), 'Keep the platform running.');
  return user;
}

/** The body of the first POST among the calls the page made. */
export const postBody = (calls: { method: string; body: unknown }[]) =>
  calls.find((call) => call.method === 'POST')?.body as Record<string, unknown> | undefined;
