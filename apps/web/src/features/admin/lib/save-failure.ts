import { ApiRequestError } from '../../../lib/api-client';
import type { JobFormFailure } from '../components/job-form';
import { fieldErrorsFromServer } from './job-form-values';

/** A failed save as the form shows it: the server's `message` above the button, `fields` under each field. */
export function saveFailure(error: unknown): JobFormFailure {
  if (error instanceof ApiRequestError) {
    return { message: error.message, fields: fieldErrorsFromServer(error.body?.fields) };
  }
  return { message: 'Something went wrong. Please try again.', fields: {} };
}
