import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TEMPLATE_FOR_STATUS } from '@skillmatch/shared/email-templates';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { fieldOf, showServerErrors } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { useMoveApplications, type MoveFields } from '../api/pipeline-move';
import { targetsLabel, type MoveRequest } from '../lib/pipeline-moves';
import { PipelineBulkEmailProposal, type BulkEmailProposal } from './pipeline-bulk-email-proposal';
import { PipelineEmailProposal, type EmailProposal } from './pipeline-email-proposal';

interface MoveDialogProps {
  /** The move to confirm; null keeps the dialog closed. */
  request: MoveRequest | null;
  onClose: () => void;
  /** After the server has moved them (the dialog has closed itself). */
  onMoved?: (request: MoveRequest) => void;
}

/**
 * "Move Ada Lovelace to Interview": every move (a drop, the menu, the bulk bar) is confirmed here, with
 * an optional next step, its date and feedback. A refused move shows the server's reason in place and
 * nothing changes; Cancel changes nothing either. Applicants moved to Offer or Rejected are then
 * proposed the company's email of that kind: filled in for one (`PipelineEmailProposal`), with its
 * variables for several (`PipelineBulkEmailProposal`).
 */
export function PipelineMoveDialog({ request, onClose, onMoved }: MoveDialogProps) {
  const move = useMoveApplications();
  // Templates are a company's: the operator, working for none, is proposed no email for several at once.
  const hasTemplates = useSession().data?.backOffice?.role !== 'operator';
  const toast = useToast();
  const [proposal, setProposal] = useState<EmailProposal | null>(null);
  const [bulkProposal, setBulkProposal] = useState<BulkEmailProposal | null>(null);
  const finish = () => {
    setProposal(null);
    setBulkProposal(null);
    onClose();
  };
  const close = (open: boolean) => {
    if (open || move.isPending) return;
    move.reset();
    finish();
  };
  const proposed = proposal ?? bulkProposal;
  const title = proposal
    ? `Email ${proposal.name}?`
    : bulkProposal
      ? `Email ${bulkProposal.applicationIds.length} applicants?`
      : request
        ? `Move ${targetsLabel(request.targets)} to ${request.to}`
        : '';
  const bulk = (request?.targets.length ?? 0) > 1;
  const description = proposed
    ? `Moved to ${request?.to ?? ''}. Send the ${proposed.kind === 'offer' ? 'offer' : 'decision'} as it is, edit it first, or skip it.`
    : bulk
      ? 'They all move, or none does if one of them cannot.'
      : `Now ${request?.targets[0]?.status ?? ''}.`;
  return (
    <Dialog open={request !== null} onOpenChange={close} title={title} description={description}>
      {proposal && <PipelineEmailProposal proposal={proposal} onDone={finish} />}
      {bulkProposal && <PipelineBulkEmailProposal proposal={bulkProposal} onDone={finish} />}
      {request && !proposed && (
        <MoveForm
          // A new request starts from empty fields.
          key={`${request.to}:${request.targets.map((target) => target.applicationId).join(',')}`}
          request={request}
          pending={move.isPending}
          error={move.error?.message ?? null}
          onConfirm={(fields, onError) =>
            move.mutate(
              {
                applicationIds: request.targets.map((target) => target.applicationId),
                status: request.to,
                fields,
              },
              {
                onSuccess: (moved) => {
                  toast(
                    moved > 1 ? `Moved ${moved} applications to ${request.to}` : `Moved to ${request.to}`,
                  );
                  move.reset();
                  const kind = TEMPLATE_FOR_STATUS[request.to];
                  const [only] = request.targets;
                  if (kind && only && !bulk)
                    setProposal({ applicationId: only.applicationId, kind, name: only.name });
                  else if (kind && bulk && hasTemplates)
                    setBulkProposal({
                      applicationIds: request.targets.map((target) => target.applicationId),
                      kind,
                    });
                  else onClose();
                  onMoved?.(request);
                },
                onError,
              },
            )
          }
        />
      )}
    </Dialog>
  );
}

const isMoveField = (path: string): path is keyof MoveFields =>
  path === 'nextStep' || path === 'nextStepDate' || path === 'feedback';

function MoveForm({
  request,
  pending,
  error,
  onConfirm,
}: {
  request: MoveRequest;
  pending: boolean;
  error: string | null;
  /** Sends the move; `onError` gets a refusal, whose `fields` show on their fields. */
  onConfirm: (fields: MoveFields, onError: (error: Error) => void) => void;
}) {
  const form = useForm({ defaultValues: { nextStep: '', nextStepDate: '', feedback: '' } });
  const field = fieldOf(form);
  const rejecting = request.to === 'Rejected';

  const submit = form.handleSubmit(({ nextStep, nextStepDate, feedback }) => {
    const fields: MoveFields = {};
    if (nextStep.trim()) fields.nextStep = nextStep.trim();
    if (nextStepDate) fields.nextStepDate = nextStepDate;
    if (feedback.trim()) fields.feedback = feedback.trim();
    onConfirm(fields, (error) =>
      showServerErrors(form, error, (path) => (isMoveField(path) ? path : undefined)),
    );
  });

  const feedbackField = (
    <TextareaField
      key="feedback"
      label="Feedback"
      hint={rejecting ? 'Shown to the applicant with the decision.' : undefined}
      {...field('feedback')}
      maxLength={2000}
      rows={3}
    />
  );
  const nextStepFields = (
    <div key="next" className="grid gap-4 sm:grid-cols-[1fr_11rem]">
      <TextField
        label="Next step"
        {...field('nextStep')}
        maxLength={120}
        placeholder="e.g. Technical interview"
      />
      <TextField label="Next step date" type="date" {...field('nextStepDate')} />
    </div>
  );

  return (
    <form onSubmit={submit} className="w-full space-y-4" noValidate>
      {/* A rejection is mostly its reason: the feedback comes first. */}
      {rejecting ? [feedbackField, nextStepFields] : [nextStepFields, feedbackField]}
      <div aria-live="polite">{error && <Alert tone="error">{error}</Alert>}</div>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? 'Moving…' : 'Confirm'}
        </Button>
      </div>
    </form>
  );
}
