import { useEffect } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/layout/page-header';

/**
 * A screen whose feature is being built: it says so plainly and offers the way back, rather than
 * showing made-up content. Each route using it names the screen it will become.
 */
export function ComingNextPage({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    document.title = `${title} - SkillMatch`;
  }, [title]);
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader title={title} subtitle={description} />
      <div className="mt-8 rounded-card border border-dashed border-zinc-300 p-8 text-center dark:border-zinc-700">
        <p className="text-zinc-700 dark:text-zinc-300">This screen is on its way.</p>
        <ButtonLink to="/" variant="secondary" className="mt-4">
          Back to home
        </ButtonLink>
      </div>
    </section>
  );
}
