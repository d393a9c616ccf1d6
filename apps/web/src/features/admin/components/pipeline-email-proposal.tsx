import { useForm } from 'react-hook-form';
import { EMAIL_TEMPLATE_LABELS, type EmailTemplateKind } from '@skillmatch/shared/email-templates';
import type { EmailDraft } from '@skillmatch/shared/schemas/email-templates';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldOf, showServerErrors } from '../../../components/ui/form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';
import { useEmailDraft, useSendCandidateEmail } from '../api/use-candidate-emails';

/** When a rejection goes out: at once, or after the recruiter's pick (it is not sent if the applicant moves on). */
export const DELAYS = [
  { value: '0', label: 'Now' },
  { value: '60', label: 'In 1 hour' },
  { value: '1440', label: 'In 1 day' },
  { value: '2880', label: 'In 2 days' },
  { value: '10080', label: 'In 7 days' },
] as const;

export interface EmailProposal {
  applicationId: string;
  kind: EmailTemplateKind;
  /** The applicant's name, for the buttons and messages. */
  name: string;
}

/**
 * After a move to Offer or Rejected: the company's template of that kind, filled in for this applicant,
 * to send as it is, edit first, or skip. A rejection may wait a while (a day is kinder than a minute).
 */
export function PipelineEmailProposal({ proposal, onDone }: { proposal: EmailProposal; onDone: () => void }) {
  const draft = useEmailDraft(proposal.applicationId, proposal.kind);
  if (draft.isPending) {
    return (
      <p className="w-full text-sm text-zinc-600 dark:text-zinc-400" aria-busy="true">
        Preparing the {EMAIL_TEMPLATE_LABELS[proposal.kind].toLowerCase()} email…
      </p>
    );
  }
  if (draft.isError) {
    return (
      <div className="w-full space-y-4">
        <Alert tone="error">The email template could not be loaded: {draft.error.message}</Alert>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onDone}>
            Close
          </Button>
        </div>
      </div>
    );
  }
  if (!draft.data.to) {
    return (
      <div className="w-full space-y-4">
        <p className="text-sm">This applicant deleted their account: there is no one to email.</p>
        <div className="flex justify-end">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );
  }
  return <ProposalForm proposal={proposal} draft={draft.data} onDone={onDone} />;
}

function ProposalForm({
  proposal,
  draft,
  onDone,
}: {
  proposal: EmailProposal;
  draft: EmailDraft;
  onDone: () => void;
}) {
  const send = useSendCandidateEmail(proposal.applicationId);
  const toast = useToast();
  const form = useForm({ defaultValues: { subject: draft.subject, body: draft.body, delay: '0' } });
  const field = fieldOf(form);
  const rejecting = proposal.kind === 'rejection';

  const submit = form.handleSubmit(({ subject, body, delay }) => {
    const delayMinutes = Number(delay);
    send.mutate(
      { kind: proposal.kind, subject, body, delayMinutes },
      {
        onSuccess: () => {
          const later = DELAYS.find((choice) => choice.value === delay && delayMinutes > 0);
          toast(
            later
              ? `Email to ${proposal.name} scheduled (${later.label.toLowerCase()})`
              : `Email sent to ${proposal.name}`,
          );
          onDone();
        },
        onError: (error) =>
          showServerErrors(form, error, (path) => (path === 'subject' || path === 'body' ? path : undefined)),
      },
    );
  });

  return (
    <form onSubmit={submit} className="w-full space-y-4" noValidate>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">To {draft.to}</p>
      <TextField label="Subject" {...field('subject')} maxLength={200} />
      <TextareaField label="Message" {...field('body')} maxLength={5000} rows={9} />
      {rejecting && <SelectField label="Send" options={DELAYS} {...field('delay')} />}
      <div aria-live="polite">{send.error && <Alert tone="error">{send.error.message}</Alert>}</div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onDone} disabled={send.isPending}>
          Skip the email
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send email'}
        </Button>
      </div>
    </form>
  );
}
