import { type ReactNode } from 'react';
import type { SitePage } from '@skillmatch/shared/site-pages';
import { usePageTitle } from '../../../lib/use-page-title';

export interface StaticSection {
  heading: string;
  body: ReactNode;
}

/** A static page (About, Terms, Privacy...): the title, a lead, and titled sections. */
export function StaticPage({
  page: { title, lead },
  sections,
  children,
}: {
  page: SitePage;
  sections: StaticSection[];
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-zinc-700 dark:text-zinc-300">{lead}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
          <div className="mt-3 space-y-3 leading-7 text-zinc-800 dark:text-zinc-200 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
            {section.body}
          </div>
        </section>
      ))}
      {children}
    </article>
  );
}
