import { useState, type FormEvent } from 'react';
import {
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  contactRequestSchema,
  type ContactRequest,
} from '@skillmatch/shared/schemas/contact';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useSendContact } from '../api/use-send-contact';
import { StaticPage } from '../components/static-page';
import { SITE_PAGES } from '@skillmatch/shared/site-pages';

type Field = 'name' | 'email' | 'topic' | 'message';
const EMPTY: ContactRequest = { name: '', email: '', topic: 'Something else', message: '' };

function ContactForm() {
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  const send = useSendContact();

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setSent(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = contactRequestSchema.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    send.mutate(checked.data, {
      onSuccess: () => {
        setValues(EMPTY);
        setSent(true);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.body?.fields) setErrors(error.body.fields);
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-10 grid gap-5 rounded-card border border-zinc-200 p-5 sm:p-6 dark:border-zinc-800"
    >
      <h2 className="text-xl font-semibold tracking-tight">Send us a message</h2>
      {sent && <Alert tone="success">{CONTACT_MESSAGES.sent}</Alert>}
      {send.isError && !(send.error instanceof ApiRequestError && send.error.body?.fields) && (
        <Alert tone="error">{send.error.message}</Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Your name"
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
      </div>
      <SelectField
        label="Topic"
        options={CONTACT_TOPICS}
        value={values.topic}
        error={errors.topic}
        onChange={(event) => set('topic', event.target.value)}
      />
      <TextareaField
        label="Message"
        value={values.message}
        error={errors.message}
        onChange={(event) => set('message', event.target.value)}
      />
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}

export function ContactPage() {
  return (
    <StaticPage
      page={SITE_PAGES.contact}
      sections={[
        {
          heading: 'Before you write',
          body: (
            <ul>
              <li>
                Forgot your password? Use “Forgot password” on the sign-in page: the link arrives by email.
              </li>
              <li>Want your data or to close your account? Both are on your profile page, at once.</li>
            </ul>
          ),
        },
      ]}
    >
      <ContactForm />
    </StaticPage>
  );
}
