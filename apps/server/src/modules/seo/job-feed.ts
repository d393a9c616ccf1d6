import { jobSearchQuerySchema } from '@skillmatch/shared/schemas/jobs';
import type { App } from '../../app-types';
import { searchJobs } from '../jobs/search-jobs';
import { payOf } from '../saved-searches/alert-emails';

/** How many of the newest matching jobs the feed carries. */
const FEED_JOBS = 50;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

/**
 * /jobs/feed.xml?<the job list's query>: RSS 2.0 of the newest 50 open jobs the search finds, each with
 * its link, company, place and pay. The query is checked by the job list's own schema; paging, order and
 * the closed jobs of the back office are not the feed's to choose.
 */
export async function jobFeed(app: App, rawQuery: unknown): Promise<{ status: number; body: string }> {
  const parsed = jobSearchQuerySchema.safeParse(rawQuery);
  if (!parsed.success) {
    return { status: 400, body: parsed.error.issues[0]?.message ?? 'The search is not valid.' };
  }
  const { siteName } = await app.siteSettings.current();
  const base = app.config.publicUrl;
  const query = { ...parsed.data, status: undefined, sort: 'newest' as const, page: 1, pageSize: FEED_JOBS };
  const found = await searchJobs(app.db, app.searchIndex, query);
  const params = new URLSearchParams(
    Object.entries(rawQuery as Record<string, string | string[]>).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((one): [string, string] => [key, String(one)]),
    ),
  );
  const listUrl = `${base}/jobs${params.size > 0 ? `?${params}` : ''}`;
  const items = found.jobs.map((job) => {
    const place = [job.location, job.remote ? 'Remote' : null].filter(Boolean).join(' · ');
    const description = [job.company, place, payOf(job)].filter(Boolean).join(' — ');
    const url = `${base}/jobs/${job.id}`;
    return [
      '<item>',
      `<title>${escapeXml(`${job.title} at ${job.company}`)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<pubDate>${new Date(job.createdAt).toUTCString()}</pubDate>`,
      `<description>${escapeXml(description)}</description>`,
      `<category>${escapeXml(job.category)}</category>`,
      '</item>',
    ].join('');
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(`New jobs - ${siteName}`)}</title>`,
    `<link>${escapeXml(listUrl)}</link>`,
    `<description>${escapeXml(`The newest open jobs on ${siteName} for this search.`)}</description>`,
    `<atom:link href="${escapeXml(`${base}/jobs/feed.xml${params.size > 0 ? `?${params}` : ''}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
  return { status: 200, body };
}
