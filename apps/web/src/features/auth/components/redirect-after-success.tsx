import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';

/** docs/product.md, "Feedback and timing": after signing in, a success message, then the page asked for after 2 seconds. */
export const AUTH_REDIRECT_MS = 2000;

export function RedirectAfterSuccess({ message, to }: { message: string; to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), AUTH_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  return (
    <div className="space-y-3">
      <Alert tone="success">{message}</Alert>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">Taking you there now…</p>
    </div>
  );
}
