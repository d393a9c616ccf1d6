import { Download, FileText, Plus, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { RESUME_MAX_BYTES, RESUME_MESSAGES, type Resume } from '@skillmatch/shared/schemas/resume';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DangerButton } from '../../../components/ui/danger-button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { formatDate } from '../../../lib/format';
import { resumeDownloadPath, useDeleteResume, useUploadResume } from '../api/use-resume';
import { card } from './profile-form-api';

interface ResumeTabProps {
  email: string;
  resume: Resume | null;
  /** Skills already in the form, so that a suggestion taken disappears at once. */
  skills: string[];
  onAddSkill: (skill: string) => void;
  addingSkill: boolean;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** A PDF by its type or, when the system names none, its name; the server reads the content to be sure. */
const looksLikePdf = (file: File) =>
  file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));

/**
 * Upload (drop or choose), replace, download and delete the resume (PDF, at most 5 MB), and take the
 * skills found in it. Each action saves at once: the profile's Save Changes is not shown on this tab.
 */
export function ResumeTab({ email, resume, skills, onAddSkill, addingSkill }: ResumeTabProps) {
  const foundId = useId();
  const upload = useUploadResume(email);
  const remove = useDeleteResume(email);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const listed = new Set(skills.map((skill) => skill.toLowerCase()));
  const suggestions = (resume?.suggestedSkills ?? []).filter((skill) => !listed.has(skill.toLowerCase()));

  const send = (file: File) => {
    setProblem(null);
    if (!looksLikePdf(file)) setProblem(RESUME_MESSAGES.notPdf);
    else if (file.size > RESUME_MAX_BYTES) setProblem(RESUME_MESSAGES.tooLarge);
    else upload.mutate(file, { onError: (error) => setProblem(error.message) });
  };

  return (
    <div className="grid gap-4">
      <div className={`${card} grid gap-4`}>
        {resume ? (
          <div className="flex flex-wrap items-center gap-3">
            <FileText className="size-8 text-brand-600 dark:text-brand-400" aria-hidden />
            {/* On a phone the actions go under the file rather than squeeze its name. */}
            <div className="min-w-40 flex-1">
              <p className="truncate font-medium">{resume.fileName}</p>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {sizeText(resume.size)} · uploaded {formatDate(resume.uploadedAt)}
              </p>
            </div>
            <a
              href={resumeDownloadPath}
              download
              aria-label={`Download ${resume.fileName}`}
              className={buttonClasses('secondary', 'sm')}
            >
              <Download className="size-4" aria-hidden />
              Download
            </a>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${resume.fileName}`}
              onClick={() => setConfirming(true)}
              disabled={remove.isPending}
            >
              <Trash2 className="size-4" aria-hidden />
              Delete
            </Button>
          </div>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            No resume yet. Upload one and we will suggest the skills it mentions.
          </p>
        )}
        <FileDropZone
          label={resume ? 'Replace your resume' : 'Upload your resume'}
          hint="PDF only, at most 5 MB. It is saved as soon as it is uploaded."
          choose="Choose a PDF"
          dropHere="Drop the PDF to upload it"
          accept="application/pdf,.pdf"
          disabled={upload.isPending}
          onFile={send}
        >
          {upload.isPending && (
            <span role="status" className="flex items-center gap-2 text-sm">
              <Upload className="size-4 animate-pulse motion-reduce:animate-none" aria-hidden />
              Uploading…
            </span>
          )}
        </FileDropZone>
        {problem && <Alert tone="error">{problem}</Alert>}
      </div>

      {suggestions.length > 0 && (
        <section aria-labelledby={foundId} className={card}>
          <h3 id={foundId} className="font-semibold">
            {RESUME_MESSAGES.suggestions}
          </h3>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            Add one to your skills with a click.
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {suggestions.map((skill) => (
              <li key={skill}>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={addingSkill}
                  onClick={() => onAddSkill(skill)}
                >
                  <Plus className="size-4" aria-hidden />
                  <span className="sr-only">Add </span>
                  {skill}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        alert
        title="Delete your resume?"
        description="The file is removed from SkillMatch. You can upload another at any time."
      >
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <DangerButton
          onClick={() =>
            remove.mutate(undefined, {
              onSettled: () => setConfirming(false),
              onError: (error) => setProblem(error.message),
            })
          }
          disabled={remove.isPending}
        >
          Delete resume
        </DangerButton>
      </Dialog>
    </div>
  );
}
