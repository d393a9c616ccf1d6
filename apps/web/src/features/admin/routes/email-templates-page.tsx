import { useState } from 'react';
import type { EmailTemplateKind } from '@skillmatch/shared/email-templates';
import { LoadError } from '../../../components/ui/load-error';
import { useSession } from '../../../lib/session';
import { useEmailTemplates } from '../api/use-email-templates';
import { AdminPageShell } from '../components/admin-page-shell';
import { cardClass, skeletonBar } from '../components/dashboard-card';
import { EmailTemplateEditor } from '../components/email-template-editor';

const SUBTITLE =
  'What candidates receive from your company. A move to Offer or Rejected proposes its email, which you can edit before sending.';

/** /admin/email-templates: the company's emails to candidates, one open for editing at a time. */
export function EmailTemplatesPage() {
  const templates = useEmailTemplates();
  const session = useSession();
  const canEdit = session.data?.backOffice?.role !== 'interviewer';
  const [open, setOpen] = useState<EmailTemplateKind | null>(null);
  return (
    <AdminPageShell
      title="Email templates"
      subtitle={SUBTITLE}
      back={{ to: '/admin/team', label: 'Back to the team' }}
    >
      {templates.isPending ? (
        <div className={`${cardClass} space-y-4`} aria-busy="true" aria-label="Loading the templates">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={`${skeletonBar} h-12`} />
          ))}
        </div>
      ) : templates.isError ? (
        <LoadError what="the email templates" onRetry={() => void templates.refetch()} />
      ) : (
        <ul className="space-y-4">
          {templates.data.map((template) => (
            <li key={template.kind} className={cardClass}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold">{template.label}</h2>
                  <p className="mt-1 truncate text-sm text-zinc-600 dark:text-zinc-400">{template.subject}</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
                    {template.custom ? 'Edited' : 'Default'}
                  </span>
                  <button
                    type="button"
                    className="rounded-md text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
                    aria-expanded={open === template.kind}
                    aria-controls={`template-${template.kind}`}
                    onClick={() => setOpen(open === template.kind ? null : template.kind)}
                  >
                    {open === template.kind
                      ? 'Close'
                      : canEdit
                        ? `Edit ${template.label.toLowerCase()}`
                        : 'Read'}
                  </button>
                </div>
              </div>
              {open === template.kind && (
                <div id={`template-${template.kind}`} className="mt-5">
                  <EmailTemplateEditor template={template} canEdit={canEdit} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </AdminPageShell>
  );
}
