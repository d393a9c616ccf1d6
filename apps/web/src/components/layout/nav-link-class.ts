/** The navigation links' look, shared by the bar and the phone menu. */
export const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'text-brand-700 dark:text-brand-300'
      : 'text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white'
  }`;

export const mobileLinkClass = (state: { isActive: boolean }) => `block ${linkClass(state)}`;
