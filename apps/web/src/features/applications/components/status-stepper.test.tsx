import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusStepper, stepStates } from './status-stepper';

const at = (...stages: string[]) => stages.map((stage, day) => ({ stage, date: `2026-11-0${day + 1}` }));

describe('the application stepper', () => {
  it('marks a step the application never was at as skipped, not done', () => {
    const application = { status: 'Interview', timeline: at('Applied', 'Interview') };
    expect(stepStates(application).steps.map(({ state }) => state)).toEqual([
      'done',
      'skipped',
      'current',
      'to come',
    ]);
    render(<StatusStepper application={application} />);
    const progress = screen.getByRole('list', { name: 'Progress' });
    expect(progress).toHaveTextContent('In Progress (skipped)');
    expect(progress).not.toHaveTextContent('In Progress (done)');
    expect(screen.getByText('Interview').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('shows the steps an ended application went through, then how it ended', () => {
    const rejected = { status: 'Rejected', timeline: at('Applied', 'In Progress', 'Offer', 'Rejected') };
    expect(stepStates(rejected)).toEqual({
      ended: true,
      steps: [
        { step: 'Applied', state: 'done' },
        { step: 'In Progress', state: 'done' },
        { step: 'Interview', state: 'skipped' },
        { step: 'Offer', state: 'done' },
      ],
    });
    render(<StatusStepper application={rejected} />);
    expect(screen.getByRole('list', { name: 'Progress' })).toHaveTextContent(/Rejected$/);
  });

  it('counts only the round after a new application', () => {
    const again = { status: 'Applied', timeline: at('Applied', 'Interview', 'Withdrawn', 'Applied') };
    expect(stepStates(again).steps.map(({ state }) => state)).toEqual([
      'current',
      'to come',
      'to come',
      'to come',
    ]);
  });
});
