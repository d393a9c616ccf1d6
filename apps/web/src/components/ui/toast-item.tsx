import { CheckCircle2, X } from 'lucide-react';
import { useEffect } from 'react';

/** One confirmation on screen. */
export interface Toast {
  id: number;
  message: string;
}

const SHOW_MS = 4000;

/** One confirmation; it leaves by itself after a few seconds or when dismissed. */
export default function ToastItem({ toast, dismiss }: { toast: Toast; dismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), SHOW_MS);
    return () => clearTimeout(timer);
  }, [toast.id, dismiss]);
  return (
    <div className="pointer-events-auto flex items-center gap-3 rounded-lg bg-zinc-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-zinc-100 dark:text-zinc-900">
      <CheckCircle2 className="size-4 text-green-400 dark:text-green-700" aria-hidden />
      <span>{toast.message}</span>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        aria-label="Dismiss"
        className="rounded p-1 hover:bg-white/10"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
