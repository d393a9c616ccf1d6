import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CompanyPage } from '@skillmatch/shared/schemas/companies';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldOf, showServerErrors } from '../../../components/ui/form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useUpdateCompany } from '../api/company-queries';
import { companyFormSchema, companyFormValuesFrom, isCompanyField, SIZE_OPTIONS } from '../company-form';

export const card =
  'rounded-card border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/40';

/** The company page's facts: checked with the server's schema, the server's field messages in place. */
export function CompanyForm({ company }: { company: CompanyPage }) {
  const save = useUpdateCompany(company.id, company.slug);
  const form = useForm({
    defaultValues: companyFormValuesFrom(company),
    resolver: zodResolver(companyFormSchema),
    reValidateMode: 'onSubmit',
  });
  const field = fieldOf(form);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const about = useWatch({ control: form.control, name: 'about' });

  return (
    <form
      ref={formRef}
      aria-label="Company page"
      onSubmit={(event) => {
        setFormError(null);
        setSaved(false);
        void form.handleSubmit((checked) =>
          save.mutate(checked, {
            onSuccess: (answer) => {
              form.reset(companyFormValuesFrom(answer));
              setSaved(true);
            },
            onError: (failure) => {
              setFormError(
                showServerErrors(form, failure, (path) => (isCompanyField(path) ? path : undefined)),
              );
              // The first field in trouble takes focus, so its message is read out.
              requestAnimationFrame(() =>
                formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
              );
            },
          }),
        )(event);
      }}
      onChange={() => setSaved(false)}
      noValidate
      className={`${card} space-y-5`}
    >
      <TextField label="Company name" autoComplete="organization" maxLength={140} {...field('name')} />
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com"
        {...field('website')}
      />
      <TextareaField
        label="About"
        rows={8}
        limit={4000}
        value={about}
        hint="What the company does and what working there is like: the first thing seekers read."
        {...field('about')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Size" placeholder="Not said" options={SIZE_OPTIONS} {...field('sizeBand')} />
        <TextField label="Headquarters" placeholder="City, country" {...field('headquarters')} />
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved && <Alert tone="success">The company page is saved.</Alert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
