const STORIES = [
  {
    name: 'Amara',
    role: 'Warehouse lead, now logistics planner',
    text: 'My match scores showed that my stock-control work counted for planning roles. The job page told me the one skill to add, and the offer followed.',
  },
  {
    name: 'Jonas',
    role: 'Front-end developer',
    text: 'I stopped guessing which postings fit. Each match said which of my skills counted, and I followed every application from Applied to Offer in one place.',
  },
  {
    name: 'Priya',
    role: 'Recruiter at a healthcare group',
    text: 'Applicants arrive ranked by fit, with the reasons next to each one. I read the strongest first and answer everyone sooner.',
  },
];

/** Spec section 1: three success stories, told as the journeys SkillMatch is built for. */
export function SuccessStories() {
  return (
    <section aria-labelledby="stories-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="stories-heading" className="text-2xl font-semibold tracking-tight">
        Success stories
      </h2>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">
        Three journeys SkillMatch is built for, as the people on them tell it.
      </p>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {STORIES.map((story) => (
          <li key={story.name}>
            <figure className="flex h-full flex-col rounded-card border border-zinc-200 p-6 dark:border-zinc-800">
              <blockquote className="flex-1 text-zinc-800 dark:text-zinc-200">“{story.text}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{story.name}</span>
                <span className="block text-zinc-600 dark:text-zinc-400">{story.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
