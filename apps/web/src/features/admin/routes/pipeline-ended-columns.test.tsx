import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../../test/fixtures';
import { JOB_ID, makeBoard, makeItem } from '../testing/pipeline-fixtures';
import { json, renderAdmin, type Handler } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const ada = makeItem(1, 'Ada Lovelace', 'Applied');
const carl = makeItem(2, 'Carl Closed', 'Closed by the employer', {
  job: { id: null, title: 'Vanished Engineer', company: 'Acme' },
});
const linus = makeItem(3, 'Linus Pauling', 'Withdrawn');

const server =
  (totals: Record<string, number> = {}): Handler =>
  ({ url }) => {
    if (url.startsWith('/api/admin/applications/board')) return json(makeBoard([ada, carl, linus], totals));
    if (url.startsWith('/api/admin/jobs?')) return json({ jobs: [makeJob({ id: JOB_ID })] });
    return undefined;
  };

/** Nobody is ghosted: the applications closed with their job have their own column on the board. */
describe('the board’s Closed by the employer column', () => {
  it('shows its count and its cards, which cannot be selected, dragged or moved', async () => {
    renderAdmin('/admin/applications', server());
    const closed = await screen.findByRole('region', { name: 'Closed by the employer column' });
    expect(closed).toHaveTextContent('Closed by the employer(1)');
    await userEvent.click(within(closed).getByText('Closed by the employer'));
    const card = within(closed).getByRole('article', { name: 'Carl Closed' });
    expect(card).toHaveTextContent('Vanished Engineer · Acme');
    expect(card).not.toHaveAttribute('draggable', 'true');
    expect(within(closed).queryByRole('checkbox')).not.toBeInTheDocument();
    const move = within(card).getByRole('button', { name: 'Move Carl Closed' });
    expect(move).toBeDisabled();
    expect(move).toHaveAttribute('title', 'An application closed with its job cannot be moved');
    // Withdrawn keeps its own column beside it.
    expect(screen.getByRole('region', { name: 'Withdrawn column' })).toHaveTextContent('Withdrawn(1)');
  });

  it('leads to the whole status in the list when it holds more than the board shows', async () => {
    renderAdmin('/admin/applications', server({ 'Closed by the employer': 40 }));
    const closed = await screen.findByRole('region', { name: 'Closed by the employer column' });
    expect(closed).toHaveTextContent('Closed by the employer(40)');
    await userEvent.click(within(closed).getByText('Closed by the employer'));
    expect(within(closed).getByRole('link', { name: /Showing 1 of 40/ })).toHaveAttribute(
      'href',
      '/admin/applications?view=list&status=Closed+by+the+employer',
    );
  });
});
