import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from './button';

interface FileDropZoneProps {
  /** What the zone is for ("Upload your resume"): the name of the zone and the label of its file input. */
  label: string;
  /** What it takes ("PDF only, at most 5 MB."). */
  hint: string;
  /** The chooser button's text ("Choose a PDF"). */
  choose: string;
  /** Said while a file is dragged over the zone. */
  dropHere: string;
  /** The file input's `accept`. */
  accept: string;
  disabled?: boolean;
  /** Shown under the button, such as the upload's progress. */
  children?: ReactNode;
  onFile: (file: File) => void;
}

const dragsFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * A place to drop a file on, or to choose one from: a real button opens the browser's chooser, and the
 * native file input stays in the page, visually hidden but labelled and focusable, for keyboards and
 * screen readers (the zone shows its focus). The first file dropped is taken.
 */
export function FileDropZone({
  label,
  hint,
  choose,
  dropHere,
  accept,
  disabled = false,
  children,
  onFile,
}: FileDropZoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent) => {
    if (!dragsFiles(event)) return;
    // Without this the browser opens the dropped file in place of the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };
  const leave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent) => {
    if (!dragsFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    const [file] = event.dataTransfer.files;
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={leave}
      onDrop={drop}
      data-dragging={dragging || undefined}
      className="flex flex-col items-center gap-2 rounded-card border-2 border-dashed border-zinc-300 bg-zinc-50 px-4 py-6 text-center transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-500 data-dragging:border-brand-500 data-dragging:bg-brand-50 dark:border-zinc-700 dark:bg-zinc-900/60 dark:data-dragging:border-brand-400 dark:data-dragging:bg-brand-900/40"
    >
      <Upload className="size-7 text-brand-600 dark:text-brand-400" aria-hidden />
      <label id={`${id}-label`} htmlFor={id} className="font-medium">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-zinc-600 dark:text-zinc-400">
        {dragging ? (
          <span className="font-medium text-brand-800 dark:text-brand-200">{dropHere}</span>
        ) : (
          <>
            {/* A phone has nothing to drag from. */}
            <span className="pointer-coarse:hidden">Drag it here, or choose it. </span>
            {hint}
          </>
        )}
      </p>
      <Button
        variant="secondary"
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
      >
        {choose}
      </Button>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onChange={(event) => {
          const [file] = event.target.files ?? [];
          // Emptied, so that choosing the same file again is a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
        className="sr-only"
      />
      {children}
    </div>
  );
}
