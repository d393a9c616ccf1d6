import { Alert } from './alert';

/** "We could not load …" with a Try again button, for a screen whose data did not arrive. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert tone="error">
      We could not load {what}.{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Try again
      </button>
    </Alert>
  );
}
