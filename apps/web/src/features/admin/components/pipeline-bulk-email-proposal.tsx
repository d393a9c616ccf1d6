import { useForm } from 'react-hook-form';
import { EMAIL_TEMPLATE_LABELS, type EmailTemplateKind } from '@skillmatch/shared/email-templates';
import type { EmailTemplate } from '@skillmatch/shared/schemas/email-templates';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldOf, showServerErrors } from '../../../components/ui/form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';
import { useSendCandidateEmails } from '../api/use-candidate-emails';
import { useEmailTemplates } from '../api/use-email-templates';
import { DELAYS } from './pipeline-email-proposal';
import { TemplateVariablesHelp } from './template-variables-help';

export interface BulkEmailProposal {
  applicationIds: string[];
  kind: EmailTemplateKind;
}

/**
 * After several applicants moved to Offer or Rejected at once: the company's template of that kind with
 * its variables as written (each applicant's are filled in as it is sent to them), to send to all as
 * it is, edit first, or skip. A rejection may wait, as for one applicant.
 */
export function PipelineBulkEmailProposal({
  proposal,
  onDone,
}: {
  proposal: BulkEmailProposal;
  onDone: () => void;
}) {
  const templates = useEmailTemplates();
  const label = EMAIL_TEMPLATE_LABELS[proposal.kind].toLowerCase();
  if (templates.isPending) {
    return (
      <p className="w-full text-sm text-zinc-600 dark:text-zinc-400" aria-busy="true">
        Preparing the {label} email…
      </p>
    );
  }
  const template = templates.data?.find((one) => one.kind === proposal.kind);
  if (!template) {
    return (
      <div className="w-full space-y-4">
        <Alert tone="error">
          The email template could not be loaded{templates.error ? `: ${templates.error.message}` : '.'}
        </Alert>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onDone}>
            Close
          </Button>
        </div>
      </div>
    );
  }
  return <BulkProposalForm proposal={proposal} template={template} onDone={onDone} />;
}

function BulkProposalForm({
  proposal,
  template,
  onDone,
}: {
  proposal: BulkEmailProposal;
  template: EmailTemplate;
  onDone: () => void;
}) {
  const send = useSendCandidateEmails();
  const toast = useToast();
  const form = useForm({ defaultValues: { subject: template.subject, body: template.body, delay: '0' } });
  const field = fieldOf(form);
  const count = proposal.applicationIds.length;

  const submit = form.handleSubmit(({ subject, body, delay }) => {
    const delayMinutes = Number(delay);
    send.mutate(
      {
        applicationIds: proposal.applicationIds,
        email: { kind: proposal.kind, subject, body, delayMinutes },
      },
      {
        onSuccess: (sent) => {
          const later = DELAYS.find((choice) => choice.value === delay && delayMinutes > 0);
          toast(
            later
              ? `Emails to ${sent} applicants scheduled (${later.label.toLowerCase()})`
              : `Emails sent to ${sent} applicants`,
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
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        To {count} applicants, each with their own name and job in place of the variables.
      </p>
      <TextField label="Subject" {...field('subject')} maxLength={200} />
      <TextareaField label="Message" {...field('body')} maxLength={5000} rows={9} />
      <TemplateVariablesHelp />
      {proposal.kind === 'rejection' && <SelectField label="Send" options={DELAYS} {...field('delay')} />}
      <div aria-live="polite">{send.error && <Alert tone="error">{send.error.message}</Alert>}</div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onDone} disabled={send.isPending}>
          Skip the emails
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : `Send ${count} emails`}
        </Button>
      </div>
    </form>
  );
}
