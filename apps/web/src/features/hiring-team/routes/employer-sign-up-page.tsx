import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { HIRING_TEAM_MESSAGES } from '@skillmatch/shared/schemas/hiring-team';
import { GoogleAlternative } from '../../../components/auth/google-button';
import {
  NO_NEW_ACCOUNT,
  NewAccountFields,
  type NewAccount,
} from '../../../components/auth/new-account-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldOf, showServerErrors } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateCompany, useEmployerSignUp } from '../api/hiring-team-calls';

interface CompanyFields {
  companyName: string;
  website: string;
}

const HERE = '/employers/sign-up';
/** Where an employer goes once their company exists: posting their first job. */
export const FIRST_JOB_PATH = '/admin/jobs';

/**
 * /employers/sign-up, "Post a job": a visitor creates their account (email and password, or Google,
 * which comes back here) and their company in one form, then goes straight to posting the first job. A
 * signed-in person sees the company part only. If the account is made but the company is refused (a name
 * already taken), the form stays with the company part and the server's message under the name.
 */
export function EmployerSignUpPage() {
  usePageTitle('Post jobs on SkillMatch');
  const session = useSession();
  const user = session.data?.user;
  const signUp = useEmployerSignUp();
  const createCompany = useCreateCompany();
  const navigate = useNavigate();
  const toast = useToast();
  const account = useForm<NewAccount>({
    defaultValues: NO_NEW_ACCOUNT,
    reValidateMode: 'onSubmit',
  });
  const company = useForm<CompanyFields>({
    defaultValues: { companyName: '', website: '' },
    reValidateMode: 'onSubmit',
  });
  const companyField = fieldOf(company);
  const [error, setError] = useState<string | null>(null);
  const pending = signUp.isPending || createCompany.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const accountValid = user ? true : await account.trigger();
    const companyValid = await company.trigger();
    if (!accountValid || !companyValid) return;
    if (!user) {
      const fields = account.getValues();
      try {
        await signUp.mutateAsync({
          name: fields.name.trim(),
          email: fields.email.trim(),
          password: fields.password,
        });
      } catch (failure) {
        setError(showServerErrors(account, failure));
        return;
      }
    }
    const { companyName, website } = company.getValues();
    try {
      const created = await createCompany.mutateAsync({
        name: companyName.trim(),
        ...(website.trim() ? { website: website.trim() } : {}),
      });
      toast(`${created.name} is ready. Post your first job.`);
      await navigate(FIRST_JOB_PATH);
    } catch (failure) {
      setError(
        showServerErrors(company, failure, (path) =>
          path === 'name' ? 'companyName' : path === 'website' ? 'website' : undefined,
        ),
      );
    }
  };

  const signUpClosed = !user && session.data && !session.data.site.signUpOpen;

  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight">Post jobs on SkillMatch</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {user
            ? `Signed in as ${user.email}. Name your company, then post your first job.`
            : 'Create your employer account and your company, then post your first job.'}
        </p>
      </div>
      {signUpClosed ? (
        <Alert tone="error">
          New accounts cannot be created right now. If you already have one,{' '}
          <Link to={`/login?next=${encodeURIComponent(HERE)}`} className="underline">
            sign in
          </Link>{' '}
          to add your company.
        </Alert>
      ) : (
        <div className="space-y-4">
          {error && <Alert tone="error">{error}</Alert>}
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
            {!user && (
              <fieldset className="space-y-4">
                <legend className="text-sm font-semibold">Your account</legend>
                <NewAccountFields form={account} emailLabel="Work email" />
              </fieldset>
            )}
            <fieldset className="space-y-4">
              <legend className="text-sm font-semibold">Your company</legend>
              <TextField
                label="Company name"
                autoComplete="organization"
                required
                limit={120}
                {...companyField('companyName', {
                  validate: (name) => name.trim().length >= 2 || HIRING_TEAM_MESSAGES.name,
                })}
              />
              <TextField
                label="Company website (optional)"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="acme.com"
                {...companyField('website')}
              />
            </fieldset>
            <Button type="submit" className="w-full" disabled={pending}>
              {signUp.isPending
                ? 'Creating your account…'
                : createCompany.isPending
                  ? 'Creating your company…'
                  : user
                    ? 'Create the company'
                    : 'Create account and company'}
            </Button>
          </form>
          {!user && (
            <>
              <GoogleAlternative enabled={session.data?.googleSignIn} returnTo={HERE} onError={setError} />
              <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
                Already have an account?{' '}
                <Link
                  to={`/login?next=${encodeURIComponent(HERE)}`}
                  className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                >
                  Sign in
                </Link>
              </p>
            </>
          )}
        </div>
      )}
    </>
  );
}
