import { usePageTitle } from '../../../lib/use-page-title';

export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  usePageTitle(title);
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{subtitle}</p>
    </div>
  );
}
