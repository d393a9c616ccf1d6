import type { InputHTMLAttributes, ReactNode } from 'react';

/** A checkbox with its label beside it, the whole line clickable. */
export function CheckboxField({
  label,
  className = 'flex items-center gap-2 text-sm',
  ...input
}: { label: ReactNode; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className'
>) {
  return (
    <label className={className}>
      <input type="checkbox" className="size-4 accent-brand-600" {...input} />
      {label}
    </label>
  );
}
