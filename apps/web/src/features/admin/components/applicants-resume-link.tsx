import { FileDown } from 'lucide-react';
import * as api from '@skillmatch/shared/api/api-map';
import { apiUrl } from '@skillmatch/shared/api/api-route';

const sizeOf = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;

/** The applicant's resume as a plain download link (the server checks that the caller is an administrator). */
export function ApplicantsResumeLink({
  userId,
  resume,
}: {
  userId: string;
  resume: { fileName: string; size: number };
}) {
  return (
    <a
      href={apiUrl(api.getUserResume, { params: { id: userId } })}
      download={resume.fileName}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline sm:min-h-9 dark:text-brand-300"
    >
      <FileDown className="size-4" aria-hidden />
      Download resume
      <span className="font-normal text-zinc-600 dark:text-zinc-400">
        ({resume.fileName}, {sizeOf(resume.size)})
      </span>
    </a>
  );
}
