import type { ComponentProps } from 'react';

const variants = {
  /** Solid red: the confirming button of a destructive dialog. */
  solid: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700',
  /** Outlined red: a destructive action on a page, which asks before doing anything. */
  outline:
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-800 dark:bg-zinc-900 dark:text-red-300 dark:hover:bg-red-950/60',
} as const;

const sizes = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-4 text-sm' } as const;

/** A button for actions that destroy something (Delete), in the shape of the shared Button. */
export function DangerButton({
  variant = 'solid',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: keyof typeof variants; size?: keyof typeof sizes }) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors duration-150 ease-out disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]} ${className}`.trim()}
      {...props}
    />
  );
}
