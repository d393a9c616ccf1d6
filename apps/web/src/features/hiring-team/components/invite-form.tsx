import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CompanyRole } from '@skillmatch/shared/constants';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldOf, showServerErrors } from '../../../components/ui/form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useInvite } from '../api/hiring-team-calls';
import { cardClass, ROLE_DESCRIPTIONS, ROLE_OPTIONS } from './roles';

interface Fields {
  email: string;
  role: CompanyRole;
}

/** An owner invites a colleague by email: the email's link lets them join with the role chosen. */
export function InviteForm({ companyId }: { companyId: string }) {
  const invite = useInvite(companyId);
  const toast = useToast();
  const form = useForm<Fields>({
    defaultValues: { email: '', role: 'recruiter' },
    reValidateMode: 'onSubmit',
  });
  const field = fieldOf(form);
  const [error, setError] = useState<string | null>(null);
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit((fields) =>
    invite.mutate(
      { email: fields.email.trim(), role: fields.role },
      {
        onSuccess: (sent) => {
          invite.succeeded();
          form.reset({ email: '', role: fields.role });
          toast(`Invitation sent to ${sent.email}.`);
        },
        onError: (failure) => setError(showServerErrors(form, failure)),
      },
    ),
  );

  return (
    <section aria-labelledby="invite-heading" className={cardClass}>
      <h2 id="invite-heading" className="text-lg font-semibold tracking-tight">
        Invite a colleague
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        They get an email with a link that works once, for 7 days.
      </p>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => {
          setError(null);
          void onSubmit(event);
        }}
      >
        {error && <Alert tone="error">{error}</Alert>}
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            required
            {...field('email', { validate: (email) => email.trim() !== '' || 'Enter their email address' })}
          />
          <SelectField
            label="Role"
            options={ROLE_OPTIONS}
            {...field('role')}
            hint={ROLE_DESCRIPTIONS[role]}
          />
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
    </section>
  );
}
