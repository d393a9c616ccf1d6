import { get, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api-client';

type FormParts<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  'register' | 'clearErrors' | 'setError' | 'formState'
>;

/**
 * A registered field for TextField, SelectField or TextareaField (`rules` as register takes them): its
 * message is the form's error for it, and editing the field clears that message (the next submit checks
 * it again).
 */
export function fieldOf<Values extends FieldValues>(form: FormParts<Values>) {
  return <Name extends Path<Values>>(name: Name, rules?: RegisterOptions<Values, Name>) => ({
    ...form.register(name, { ...rules, onChange: () => form.clearErrors(name) }),
    error: errorOf(form, name),
  });
}

/** The form's message for one field, or undefined. */
export function errorOf<Values extends FieldValues>(
  form: Pick<FormParts<Values>, 'formState'>,
  name: string,
): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}

/**
 * A refused submit shown on the form: each of the server's `fields` under its own field, and the
 * server's message for the form's alert. `pathOf` maps a server path ("profile.headline") to the form's
 * field, or to undefined for one the form does not have.
 */
export function showServerErrors<Values extends FieldValues>(
  form: Pick<FormParts<Values>, 'setError'>,
  error: unknown,
  pathOf: (path: string) => Path<Values> | undefined = (path) => path as Path<Values>,
): string {
  if (error instanceof ApiRequestError) {
    for (const [path, message] of Object.entries(error.body?.fields ?? {})) {
      const field = pathOf(path);
      if (field) form.setError(field, { type: 'server', message });
    }
  }
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
