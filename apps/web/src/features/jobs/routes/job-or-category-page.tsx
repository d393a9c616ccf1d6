import { useParams } from 'react-router';
import { categoryFromSlug } from '@skillmatch/shared/constants';
import { JobDetailPage } from './job-detail-page';
import { JobsPage } from './jobs-page';

/** /jobs/technology is a category page; /jobs/<uuid> is a job (ids are UUIDs, so they never collide). */
export function JobOrCategoryPage() {
  const { slug = '' } = useParams();
  const category = categoryFromSlug(slug);
  return category ? <JobsPage key={category} category={category} /> : <JobDetailPage id={slug} />;
}
