import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { Toast } from './toast-item';

// Loaded with the first toast: most pages never show one.
const ToastItem = lazy(() => import('./toast-item'));

const ToastContext = createContext<(message: string) => void>(() => {});

/** Short confirmations ("Successfully signed out"), announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((message: string) => {
    setToasts((current) => [...current, { id: Date.now() + Math.random(), message }]);
  }, []);
  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
      >
        <Suspense fallback={null}>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} dismiss={dismiss} />
          ))}
        </Suspense>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
