import { useState } from 'react';
import { NOTE_MESSAGES } from '@skillmatch/shared/schemas/scorecards';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { ApiRequestError } from '../../../lib/api-client';
import { timeAgo } from '../../../lib/format';
import { useAddNote, useApplicationNotes } from '../api/interview-calls';
import { mentionedIn, type Member } from '../lib/mentions';
import { MentionField } from './mention-field';

/** A note's text with each "@Name" it mentions set apart. */
function NoteBody({ body, names }: { body: string; names: string[] }) {
  if (names.length === 0) return <>{body}</>;
  const pattern = new RegExp(
    `(${names.map((name) => `@${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).join('|')})`,
  );
  return (
    <>
      {body.split(pattern).map((part, index) =>
        index % 2 === 1 ? (
          <strong key={index} className="font-semibold text-brand-800 dark:text-brand-200">
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The hiring team's notes on an application, newest first, and a new one with @mentions. */
export function TeamNotes({ applicationId, members }: { applicationId: string; members: Member[] }) {
  const notes = useApplicationNotes(applicationId);
  const add = useAddNote(applicationId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    if (!body.trim()) {
      setError(NOTE_MESSAGES.body);
      return;
    }
    add.mutate(
      { body, mentions: mentionedIn(body, members) },
      {
        onSuccess: () => setBody(''),
        onError: (failure) =>
          setError(
            failure instanceof ApiRequestError
              ? (failure.body?.fields?.body ?? failure.body?.fields?.mentions ?? failure.message)
              : failure.message,
          ),
      },
    );
  };

  return (
    <div className="space-y-4">
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <MentionField
          label="New note"
          value={body}
          onChange={(text) => {
            setBody(text);
            setError(undefined);
          }}
          members={members}
          error={error}
          limit={5000}
        />
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add note'}
        </Button>
      </form>
      {notes.isPending ? (
        <div
          aria-label="Loading the notes"
          className="h-12 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800"
        />
      ) : notes.isError ? (
        <LoadError what="the notes" onRetry={() => void notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No note yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Team notes">
          {notes.data.map((note) => (
            <li key={note.id} className="rounded-lg bg-zinc-50 p-3 text-sm dark:bg-zinc-800/60">
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                <span className="font-medium text-zinc-800 dark:text-zinc-200">{note.author}</span> ·{' '}
                <time dateTime={note.createdAt}>{timeAgo(note.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line">
                <NoteBody body={note.body} names={note.mentions.map((person) => person.name)} />
              </p>
            </li>
          ))}
        </ul>
      )}
      {add.isError && !error && <Alert tone="error">{add.error.message}</Alert>}
    </div>
  );
}
