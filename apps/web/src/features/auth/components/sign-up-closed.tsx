import { LockKeyhole } from 'lucide-react';
import { SIGN_UP_CLOSED_MESSAGE } from '@skillmatch/shared/schemas/settings';
import { ButtonLink } from '../../../components/ui/button';
import { AuthHeading } from './auth-heading';

/** The register page while administrators keep sign-up closed: the server would refuse anyway. */
export function SignUpClosed({ loginPath }: { loginPath: string }) {
  return (
    <>
      <AuthHeading title="Sign-up is closed" subtitle="New accounts cannot be created right now." />
      <div className="space-y-4">
        <div className="flex items-start gap-3 rounded-lg border border-zinc-200 bg-zinc-50 p-4 text-sm text-zinc-800 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200">
          <LockKeyhole className="mt-0.5 size-4 shrink-0 text-zinc-600 dark:text-zinc-400" aria-hidden />
          <p>{SIGN_UP_CLOSED_MESSAGE}</p>
        </div>
        <ButtonLink to={loginPath} className="w-full">
          Sign in
        </ButtonLink>
      </div>
    </>
  );
}
