import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import * as api from '@skillmatch/shared/api/api-map';
import { apiUrl } from '@skillmatch/shared/api/api-route';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DangerButton } from '../../../components/ui/danger-button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useDeleteAccount } from '../api/use-delete-account';
import { card } from './profile-form-api';

/** Your data: download everything SkillMatch holds about you, or delete the account. */
export function AccountDataCard() {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();
  return (
    <section aria-labelledby="account-data-title" className={`${card} grid gap-3`}>
      <h2 id="account-data-title" className="text-base font-semibold tracking-tight">
        Your data
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Download everything we hold about you as one file, or delete your account. Deleting removes your
        profile, resume, saved jobs and sign-in; applications already sent stay with the recruiters, without
        your name.
      </p>
      <div className="flex flex-wrap gap-3">
        <a
          href={apiUrl(api.exportMyAccount, {})}
          download="skillmatch-data.json"
          className={buttonClasses('secondary')}
        >
          <Download className="size-4" aria-hidden />
          Download my data
        </a>
        <DangerButton variant="outline" onClick={() => setConfirming(true)}>
          <Trash2 className="size-4" aria-hidden />
          Delete my account
        </DangerButton>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        alert
        title="Delete your account?"
        description="This cannot be undone. Your profile, resume, saved jobs and sign-in are removed now."
      >
        {remove.isError && <Alert tone="error">{remove.error.message}</Alert>}
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <DangerButton
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              // A full load of the home page: nothing of the deleted account stays in memory, and no
              // screen that needs a sign-in is left mounted to send the person to the login page.
              onSuccess: () => window.location.assign('/'),
            })
          }
        >
          {remove.isPending ? 'Deleting…' : 'Delete account'}
        </DangerButton>
      </Dialog>
    </section>
  );
}
