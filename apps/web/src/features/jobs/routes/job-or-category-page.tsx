import { useParams } from 'react-router';
import { categoryFromSlug } from '@skillmatch/shared/constants';
import type { PageQueries } from '../../../lib/api-query';
import { applyingQuery } from '../api/applying';
import { jobQuery, relatedJobsQuery } from '../api/job-queries';
import { JobDetailPage } from './job-detail-page';
import { JobsPage, jobsPageQueries } from './jobs-page';

export const pageQueries: PageQueries = ({ params, url }) => {
  const category = categoryFromSlug(params.slug ?? '');
  return category
    ? jobsPageQueries(url, category)
    : [jobQuery(params.slug ?? ''), applyingQuery(params.slug ?? ''), relatedJobsQuery(params.slug ?? '')];
};

/** /jobs/technology is a category page; /jobs/<uuid> is a job (ids are UUIDs, so they never collide). */
export function JobOrCategoryPage() {
  const { slug = '' } = useParams();
  const category = categoryFromSlug(slug);
  return category ? <JobsPage key={category} category={category} /> : <JobDetailPage id={slug} />;
}
