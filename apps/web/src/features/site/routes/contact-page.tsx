import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  contactRequestSchema,
  type ContactRequest,
} from '@skillmatch/shared/schemas/contact';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldOf, showServerErrors } from '../../../components/ui/form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useSendContact } from '../api/use-send-contact';
import { StaticPage } from '../components/static-page';
import { SITE_PAGES } from '@skillmatch/shared/site-pages';

const EMPTY: ContactRequest = { name: '', email: '', topic: 'Something else', message: '' };

function ContactForm() {
  const form = useForm({
    defaultValues: EMPTY,
    resolver: zodResolver(contactRequestSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const field = fieldOf(form);
  const [sent, setSent] = useState(false);
  const send = useSendContact();

  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        setSent(true);
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );

  return (
    <form
      onSubmit={submit}
      onChange={() => setSent(false)}
      noValidate
      className="mt-10 grid gap-5 rounded-card border border-zinc-200 p-5 sm:p-6 dark:border-zinc-800"
    >
      <h2 className="text-xl font-semibold tracking-tight">Send us a message</h2>
      {sent && <Alert tone="success">{CONTACT_MESSAGES.sent}</Alert>}
      {send.isError && !(send.error instanceof ApiRequestError && send.error.body?.fields) && (
        <Alert tone="error">{send.error.message}</Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      </div>
      <SelectField label="Topic" options={CONTACT_TOPICS} {...field('topic')} />
      <TextareaField label="Message" {...field('message')} />
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
