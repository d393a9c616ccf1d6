import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, type FieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import type {
  EducationValues,
  ExperienceValues,
  ProfileFormValues,
  ProfilePageValues,
} from '../lib/profile-form';
import { card, type ProfileFormApi } from './profile-form-api';

type ListKey = 'experience' | 'education';
type EntryOf<Key extends ListKey> = Key extends 'experience' ? ExperienceValues : EducationValues;

interface EntryListProps<Key extends ListKey> extends ProfileFormApi {
  list: Key;
  /** "experience", "education": in the add and remove buttons. */
  noun: string;
  empty: string;
  blank: () => EntryOf<Key>;
  /** The fields of one entry: `edit` changes it (its errors clear), `error` reads a field's message. */
  children: (
    entry: EntryOf<Key>,
    edit: (patch: Partial<EntryOf<Key>>) => void,
    error: (field: keyof EntryOf<Key> & string) => string | undefined,
  ) => ReactNode;
}

/** A list of profile entries (experience, education): each in its own card with Remove, then Add. */
export function EntryList<Key extends ListKey>({
  list,
  noun,
  empty,
  blank,
  values,
  errors,
  disabled,
  control,
  change,
  children,
}: EntryListProps<Key>) {
  // Entries carry their own `id` (the server keeps it): the form library's row key is another name.
  const { append, remove } = useFieldArray({ control, name: list, keyName: 'key' });
  // After a field array operation: clears the page's alert and, with `touched`, the list's messages.
  const changed = (touched: string[]) => change((current) => current, touched);
  const entries = values[list] as EntryOf<Key>[];
  const withEntries = (current: ProfileFormValues, next: EntryOf<Key>[]) => ({ ...current, [list]: next });
  const edit = (index: number) => (patch: Partial<EntryOf<Key>>) =>
    change(
      (current) =>
        withEntries(
          current,
          (current[list] as EntryOf<Key>[]).map((entry, at) =>
            at === index ? { ...entry, ...patch } : entry,
          ),
        ),
      Object.keys(patch).map((field) => `${list}.${index}.${field}`),
    );
  const label = noun[0]!.toUpperCase() + noun.slice(1);
  return (
    <div className="grid gap-4">
      {entries.length === 0 && <p className={`${card} text-sm text-zinc-600 dark:text-zinc-400`}>{empty}</p>}
      {entries.map((entry, index) => (
        <fieldset key={entry.id} className={`${card} grid gap-4 sm:grid-cols-2`}>
          <legend className="sr-only">
            {label} {index + 1}
          </legend>
          {children(entry, edit(index), (field) => errors[`${list}.${index}.${field}`])}
          <div className="sm:col-span-2">
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => {
                remove(index);
                changed([list]);
              }}
            >
              <Trash2 className="size-4" aria-hidden />
              Remove this {noun}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button
          variant="secondary"
          disabled={disabled}
          onClick={() => {
            append(blank() as FieldArray<ProfilePageValues, Key>, { shouldFocus: false });
            changed([]);
          }}
        >
          <Plus className="size-4" aria-hidden />
          Add {noun}
        </Button>
      </div>
    </div>
  );
}
