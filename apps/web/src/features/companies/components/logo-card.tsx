import { useId, useState } from 'react';
import {
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  LOGO_TYPES,
  type CompanyPage,
} from '@skillmatch/shared/schemas/companies';
import { CompanyMark } from '../../../components/jobs/company-mark';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDeleteLogo, useUploadLogo } from '../api/company-queries';
import { card } from './company-form';

/** Checked before sending, as the server checks it (the server also reads the file's content). */
function problemWith(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_MESSAGES.notImage;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  return null;
}

/** The logo beside the company's name: upload or replace one, or remove it. */
export function LogoCard({ company }: { company: CompanyPage }) {
  const upload = useUploadLogo(company.id, company.slug);
  const remove = useDeleteLogo(company.id, company.slug);
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const choose = (file: File | undefined) => {
    setDone(null);
    setProblem(null);
    if (!file) return;
    const found = problemWith(file);
    if (found) return setProblem(found);
    upload.mutate(file, {
      onSuccess: () => setDone('The new logo is on the company page.'),
      onError: (failure) => setProblem(failure.message),
    });
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className={`${card} space-y-4`}>
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        Logo
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <CompanyMark company={company.name} logoUrl={company.logoUrl} size="lg" />
        <div className="flex flex-wrap gap-2">
          <label htmlFor={inputId} className={`${buttonClasses('secondary', 'md')} cursor-pointer`}>
            {upload.isPending ? 'Uploading…' : company.logoUrl ? 'Replace logo' : 'Upload logo'}
          </label>
          <input
            id={inputId}
            type="file"
            accept={LOGO_TYPES.join(',')}
            aria-describedby={hintId}
            disabled={busy}
            className="sr-only"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {company.logoUrl && (
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setDone(null);
                setProblem(null);
                remove.mutate(undefined, {
                  onSuccess: () => setDone('The logo is removed.'),
                  onError: (failure) => setProblem(failure.message),
                });
              }}
            >
              Remove logo
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-sm text-zinc-600 dark:text-zinc-400">
        A square PNG, JPEG or WebP image of at most 1 MB.
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
    </section>
  );
}
