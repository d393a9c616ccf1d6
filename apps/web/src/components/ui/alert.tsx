import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  error: {
    role: 'alert',
    icon: AlertCircle,
    classes: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200',
  },
  success: {
    role: 'status',
    icon: CheckCircle2,
    classes:
      'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950/60 dark:text-green-200',
  },
} as const;

/** A message box: red for errors (announced at once), green for success. */
export function Alert({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const { role, icon: Icon, classes } = TONES[tone];
  return (
    <div
      role={role}
      data-tone={tone}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${classes}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}
