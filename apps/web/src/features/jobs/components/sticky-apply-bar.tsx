import { useEffect, useState } from 'react';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { buttonClasses } from '../../../components/ui/button';

/**
 * On a phone the apply panel comes after the whole description: a bar fixed at the bottom keeps Apply Now
 * one tap away (it leads to the panel), and steps aside while the panel itself is on screen.
 */
export function StickyApplyBar({ job }: { job: Pick<Job, 'title' | 'company'> }) {
  const [panelInView, setPanelInView] = useState(false);

  useEffect(() => {
    const panel = document.getElementById('apply');
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setPanelInView(Boolean(entry?.isIntersecting)));
    observer.observe(panel);
    return () => observer.disconnect();
  }, []);

  if (panelInView) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden dark:border-zinc-800 dark:bg-zinc-950/95">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="min-w-0 text-sm">
          <span className="block truncate font-semibold">{job.title}</span>
          <span className="block truncate text-zinc-600 dark:text-zinc-400">{job.company}</span>
        </p>
        <a href="#apply" className={buttonClasses('primary', 'md', 'shrink-0')}>
          Apply Now
        </a>
      </div>
    </div>
  );
}
