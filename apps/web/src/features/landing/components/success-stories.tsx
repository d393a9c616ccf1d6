import { useSuccessStories } from '../api/landing-queries';

/**
 * The landing's success stories (docs/product.md, "Pages and layout"), from real people only: seekers whose application reached Offer tell
 * them, an administrator approves them. With none approved yet the section is left out, not filled.
 */
export function SuccessStories() {
  const stories = useSuccessStories();
  if (!stories.data || stories.data.length === 0) return null;
  return (
    <section aria-labelledby="stories-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="stories-heading" className="text-2xl font-semibold tracking-tight">
        Success stories
      </h2>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">
        From people who found their job here, in their own words.
      </p>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {stories.data.map((story) => (
          <li key={story.id}>
            <figure className="flex h-full flex-col rounded-card border border-zinc-200 p-6 dark:border-zinc-800">
              <blockquote className="flex-1 whitespace-pre-line text-zinc-800 dark:text-zinc-200">
                “{story.story}”
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{story.name}</span>
                <span className="block text-zinc-600 dark:text-zinc-400">
                  Offered {story.job} at {story.company}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
