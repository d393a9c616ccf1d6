/** A whole page's placeholder while its data loads: a heading's bar and a block, announced as busy. */
export function PageLoading({ label, width }: { label: string; width: 'max-w-4xl' | 'max-w-6xl' }) {
  return (
    <div className={`mx-auto ${width} space-y-4 px-4 py-10 sm:px-6`} aria-busy="true" aria-label={label}>
      <div className="h-10 w-2/3 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" />
      <div className="h-52 animate-pulse rounded-card bg-zinc-100 dark:bg-zinc-800" />
    </div>
  );
}

/** A whole page whose data did not arrive: what failed, why, and Try again. */
export function PageLoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-zinc-600 dark:text-zinc-400">{message}</p>
      <button type="button" className="mt-6 underline" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
