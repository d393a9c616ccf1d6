import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { makeJob } from '../../test/fixtures';
import { JobCard } from './job-card';

const JOB = makeJob({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  skills: ['React', 'TypeScript', 'CSS', 'Testing', 'GraphQL', 'Figma'],
});

function renderCard(job: Job) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <JobCard job={job} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('JobCard', () => {
  it('shows location, salary, type, the Remote tag and the first 4 skills then "+N more"', () => {
    renderCard(JOB);
    expect(screen.getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      `/jobs/${JOB.id}`,
    );
    expect(screen.getByText('Berlin, Germany')).toBeInTheDocument();
    expect(screen.getByText('$120,000 – $150,000/year')).toBeInTheDocument();
    expect(screen.getByText('Full-time')).toBeInTheDocument();
    expect(screen.getByText('Remote')).toBeInTheDocument();
    const skills = screen.getByRole('list', { name: 'Skills' });
    expect(skills).toHaveTextContent('ReactTypeScriptCSSTesting+2 more');
    expect(screen.getByRole('link', { name: 'Apply Now: Frontend Engineer' })).toBeInTheDocument();
  });

  it('shows N/A for a missing location and salary, and no Remote tag for on-site jobs', () => {
    renderCard({
      ...JOB,
      location: null,
      salaryMin: null,
      salaryMax: null,
      remote: false,
      skills: ['Go'],
      skillNames: ['Go'],
    });
    expect(screen.getAllByText('N/A')).toHaveLength(2);
    expect(screen.queryByText('Remote')).not.toBeInTheDocument();
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('shows the skills by their names, not as the recruiter typed them', () => {
    renderCard({ ...JOB, skills: ['reactjs', 'postgres'], skillNames: ['React', 'PostgreSQL'] });
    expect(screen.getByRole('list', { name: 'Skills' })).toHaveTextContent('ReactPostgreSQL');
    expect(screen.queryByText('reactjs')).not.toBeInTheDocument();
  });

  it('reads "Applied", disabled, once applied', () => {
    renderCard({ ...JOB, isApplied: true });
    expect(screen.getByRole('button', { name: 'Applied' })).toBeDisabled();
  });

  it('is not shown at all without a title or a company', () => {
    const { container } = renderCard({ ...JOB, company: '' });
    expect(container).toBeEmptyDOMElement();
  });

  it('says Closed and offers no Apply for a saved job its employer closed', () => {
    renderCard({ ...JOB, status: 'closed' });
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Apply Now/ })).not.toBeInTheDocument();
  });
});
