import { Download, FileText, Plus, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { RESUME_MAX_BYTES, RESUME_MESSAGES, type Resume } from '@skillmatch/shared/schemas/resume';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DangerButton } from '../../../components/ui/danger-button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
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

/** Upload, replace, download and delete the resume (PDF, at most 5 MB), and take the skills found in it. */
export function ResumeTab({ email, resume, skills, onAddSkill, addingSkill }: ResumeTabProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadResume(email);
  const remove = useDeleteResume(email);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const listed = new Set(skills.map((skill) => skill.toLowerCase()));
  const suggestions = (resume?.suggestedSkills ?? []).filter((skill) => !listed.has(skill.toLowerCase()));

  const send = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > RESUME_MAX_BYTES) {
      setProblem(RESUME_MESSAGES.tooLarge);
      return;
    }
    upload.mutate(file, {
      onError: (error) => setProblem(error.message),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <div className="grid gap-4">
      <div className={`${card} grid gap-4`}>
        {resume ? (
          <div className="flex flex-wrap items-center gap-3">
            <FileText className="size-8 text-brand-600 dark:text-brand-400" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{resume.fileName}</p>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {sizeText(resume.size)} · uploaded {formatDate(resume.uploadedAt)}
              </p>
            </div>
            <a href={resumeDownloadPath(email)} download className={buttonClasses('secondary', 'sm')}>
              <Download className="size-4" aria-hidden />
              Download
            </a>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} disabled={remove.isPending}>
              <Trash2 className="size-4" aria-hidden />
              Delete
            </Button>
          </div>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            No resume yet. Upload one and we will suggest the skills it mentions.
          </p>
        )}
        <div>
          <label htmlFor={inputId} className="text-sm font-medium">
            {resume ? 'Replace your resume' : 'Upload your resume'}
          </label>
          <p id={`${inputId}-hint`} className="text-sm text-zinc-600 dark:text-zinc-400">
            PDF only, at most 5 MB.
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="application/pdf,.pdf"
              aria-describedby={`${inputId}-hint`}
              disabled={upload.isPending}
              onChange={(event) => send(event.target.files?.[0])}
              className="block text-sm file:mr-3 file:h-9 file:rounded-lg file:border file:border-zinc-300 file:bg-white file:px-3 file:text-sm file:font-medium dark:file:border-zinc-700 dark:file:bg-zinc-900 dark:file:text-zinc-100"
            />
            {upload.isPending && (
              <span role="status" className="flex items-center gap-2 text-sm">
                <Upload className="size-4 animate-pulse motion-reduce:animate-none" aria-hidden />
                Uploading…
              </span>
            )}
          </div>
        </div>
        {problem && <Alert tone="error">{problem}</Alert>}
      </div>

      {suggestions.length > 0 && (
        <section aria-labelledby={`${inputId}-found`} className={card}>
          <h3 id={`${inputId}-found`} className="font-semibold">
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
