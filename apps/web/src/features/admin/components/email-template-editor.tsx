import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { EmailTemplate, RenderedEmail, TemplateText } from '@skillmatch/shared/schemas/email-templates';
import { templateTextSchema } from '@skillmatch/shared/schemas/email-templates';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldOf, showServerErrors } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';
import {
  usePreviewEmailTemplate,
  useResetEmailTemplate,
  useSaveEmailTemplate,
  useTestEmailTemplate,
} from '../api/use-email-templates';
import { TemplateVariablesHelp } from './template-variables-help';

/**
 * One template's wording: subject and message with `{{variables}}` (an unknown one is refused with the
 * list of those that exist), saved for the whole company; a preview with sample data, a test send to
 * oneself, and a way back to the default wording. `canEdit`: interviewers read only.
 */
export function EmailTemplateEditor({ template, canEdit }: { template: EmailTemplate; canEdit: boolean }) {
  const save = useSaveEmailTemplate(template.kind);
  const reset = useResetEmailTemplate(template.kind);
  const preview = usePreviewEmailTemplate();
  const test = useTestEmailTemplate();
  const toast = useToast();
  const form = useForm<TemplateText>({
    resolver: zodResolver(templateTextSchema),
    values: { subject: template.subject, body: template.body },
  });
  const field = fieldOf(form);
  const onError = (error: Error) =>
    showServerErrors(form, error, (path) => (path === 'subject' || path === 'body' ? path : undefined));

  const submit = form.handleSubmit((text) =>
    save.mutate(text, { onSuccess: () => toast(`${template.label} template saved`), onError }),
  );
  const showPreview = form.handleSubmit((text) => preview.mutate(text, { onError }));
  const sendTest = form.handleSubmit((text) =>
    test.mutate(text, { onSuccess: ({ to }) => toast(`Test email sent to ${to}`), onError }),
  );
  const failure = save.error ?? preview.error ?? test.error ?? reset.error;

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="space-y-4" noValidate aria-label={`${template.label} template`}>
        <TextField label="Subject" {...field('subject')} maxLength={200} readOnly={!canEdit} />
        <TextareaField label="Message" {...field('body')} maxLength={5000} rows={10} readOnly={!canEdit} />
        <TemplateVariablesHelp />
        <div aria-live="polite">{failure && <Alert tone="error">{failure.message}</Alert>}</div>
        <div className="flex flex-wrap gap-3">
          {canEdit && (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save template'}
            </Button>
          )}
          <Button
            type="button"
            variant="secondary"
            onClick={() => void showPreview()}
            disabled={preview.isPending}
          >
            Preview
          </Button>
          <Button type="button" variant="secondary" onClick={() => void sendTest()} disabled={test.isPending}>
            {test.isPending ? 'Sending…' : 'Send me a test'}
          </Button>
          {canEdit && template.custom && (
            <Button
              type="button"
              variant="ghost"
              disabled={reset.isPending}
              onClick={() =>
                reset.mutate(undefined, { onSuccess: () => toast('Back to the default wording') })
              }
            >
              Use the default wording
            </Button>
          )}
        </div>
      </form>
      {preview.data && <EmailPreview email={preview.data} />}
    </div>
  );
}

/** The email as a candidate reads it (its plain-text part), filled in with sample data. */
function EmailPreview({ email }: { email: RenderedEmail }) {
  return (
    <section
      aria-label="Preview"
      className="rounded-lg border border-dashed border-zinc-300 bg-zinc-50 p-4 dark:border-zinc-700 dark:bg-zinc-950/40"
    >
      <p className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
        Preview with sample data
      </p>
      <p className="mt-2 font-medium">{email.subject}</p>
      <p className="mt-2 text-sm whitespace-pre-line text-zinc-800 dark:text-zinc-200">{email.text}</p>
    </section>
  );
}
