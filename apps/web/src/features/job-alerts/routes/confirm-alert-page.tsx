import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import * as api from '@skillmatch/shared/api/api-map';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiCall } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * /job-alerts/:id/confirm?token=…, the link a visitor's confirmation email carries. Confirming is a
 * button, not the page's opening, so a mail scanner that follows links confirms nothing.
 */
export function ConfirmAlertPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => apiCall(api.confirmGuestAlert, { params: { id }, query: { token } }),
  });
  usePageTitle('Confirm your job alert');
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <div className="rounded-card border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
        <MailCheck className="size-9 text-brand-600 dark:text-brand-400" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">Confirm your job alert</h1>
        <div className="mt-4 space-y-4 text-zinc-700 dark:text-zinc-300">
          {confirm.isSuccess ? (
            <p role="status">
              {confirm.data.name} is on: new jobs will come to your inbox. Every email has a link to pause or
              delete it.
            </p>
          ) : (
            <>
              <p>Confirm that you want new jobs by email at this address.</p>
              {confirm.isError && <Alert tone="error">{confirm.error.message}</Alert>}
              <Button disabled={confirm.isPending} onClick={() => confirm.mutate()}>
                {confirm.isPending ? 'Confirming...' : 'Confirm alert'}
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
