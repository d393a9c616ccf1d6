/** The edit form's shape while the job loads: same sections, no layout jump when it arrives. */
export function JobFormSkeleton() {
  const block = 'animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800';
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading the job">
      {[4, 2, 3].map((fields, section) => (
        <div key={section} className="rounded-card border border-zinc-200 p-4 sm:p-6 dark:border-zinc-800">
          <div className={`h-5 w-40 ${block}`} />
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            {Array.from({ length: fields }, (_, index) => (
              <div key={index} className="space-y-2">
                <div className={`h-4 w-24 ${block}`} />
                <div className={`h-11 ${block}`} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
