import { useState, type FormEvent } from 'react';
import { CONTACT_REPLY_MAX, contactReplyRequestSchema } from '@skillmatch/shared/schemas/contact';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useReplyToContactMessage } from '../api/use-contact-inbox';

/** The reply form under a message: checked by the shared schema here and again on the server. */
export function InboxReplyForm({ messageId, to }: { messageId: string; to: string }) {
  const send = useReplyToContactMessage(messageId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = contactReplyRequestSchema.safeParse({ body });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setSent(false);
    send.mutate(checked.data, {
      onSuccess: () => {
        setBody('');
        setSent(true);
      },
      onError: (failure) => {
        if (failure instanceof ApiRequestError) setError(failure.body?.fields?.body);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Reply">
      <TextareaField
        label="Your reply"
        hint={`Emailed to ${to}, with your name. Their answer comes back to your email address.`}
        rows={6}
        limit={CONTACT_REPLY_MAX}
        value={body}
        error={error}
        onChange={(event) => {
          setBody(event.target.value);
          setError(undefined);
          setSent(false);
        }}
      />
      {send.isError && !error && <Alert tone="error">{send.error.message}</Alert>}
      {sent && <Alert tone="success">Reply sent to {to}.</Alert>}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
