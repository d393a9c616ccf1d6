import { ShieldCheck, ShieldOff, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import type { AdminUserDetail, AdminUserUpdate } from '@skillmatch/shared/schemas/admin';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DangerButton } from '../../../components/ui/danger-button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useUpdateAdminUser } from '../api/use-admin-users';

interface Change {
  body: AdminUserUpdate;
  button: string;
  title: string;
  effect: string;
  done: string;
  destructive: boolean;
}

/** The two changes an administrator can make, each explained before it is made. */
function changesFor(user: AdminUserDetail): { role: Change; access: Change } {
  const name = user.name || user.email;
  return {
    role:
      user.role === 'admin'
        ? {
            body: { role: 'user' },
            button: 'Make job seeker',
            title: `Make ${name} a job seeker?`,
            effect: 'They lose access to the back office at once: jobs, applications, users and settings.',
            done: `${name} is now a job seeker`,
            destructive: true,
          }
        : {
            body: { role: 'admin' },
            button: 'Make administrator',
            title: `Make ${name} an administrator?`,
            effect:
              'They can then publish and delete jobs, move applications, change accounts and the platform settings.',
            done: `${name} is now an administrator`,
            destructive: false,
          },
    access: user.disabled
      ? {
          body: { disabled: false },
          button: 'Enable account',
          title: `Enable ${name}’s account?`,
          effect: 'They can sign in again and pick up where they left off.',
          done: `${name}’s account is enabled`,
          destructive: false,
        }
      : {
          body: { disabled: true },
          button: 'Disable account',
          title: `Disable ${name}’s account?`,
          effect:
            'Their sessions end at once and they cannot sign in. Their profile and applications are kept, and you can enable the account again.',
          done: `${name}’s account is disabled`,
          destructive: true,
        },
  };
}

/** "Make administrator" / "Make job seeker" and "Disable account" / "Enable account", each confirmed. */
export function UserAccountActions({ user }: { user: AdminUserDetail }) {
  const update = useUpdateAdminUser(user.id);
  const toast = useToast();
  const [open, setOpen] = useState<'role' | 'access' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const changes = changesFor(user);
  const change = open ? changes[open] : null;

  const onOpenChange = (next: boolean) => {
    if (update.isPending) return;
    if (!next) {
      setOpen(null);
      setError(null);
    }
  };

  const confirm = () => {
    if (!change) return;
    setError(null);
    update.mutate(change.body, {
      onSuccess: () => {
        setOpen(null);
        toast(change.done);
      },
      // The server's reason (the last administrator, your own account) is the useful answer here.
      onError: (failure) => setError(failure.message),
    });
  };

  const Confirm = change?.destructive ? DangerButton : Button;
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" onClick={() => setOpen('role')}>
        {user.role === 'admin' ? (
          <ShieldOff className="size-4" aria-hidden />
        ) : (
          <ShieldCheck className="size-4" aria-hidden />
        )}
        {changes.role.button}
      </Button>
      {user.disabled ? (
        <Button variant="secondary" onClick={() => setOpen('access')}>
          <UserCheck className="size-4" aria-hidden />
          {changes.access.button}
        </Button>
      ) : (
        <DangerButton variant="outline" onClick={() => setOpen('access')}>
          <UserX className="size-4" aria-hidden />
          {changes.access.button}
        </DangerButton>
      )}
      <Dialog
        open={change !== null}
        onOpenChange={onOpenChange}
        alert
        title={change?.title ?? ''}
        description={change?.effect}
      >
        {error && (
          <div className="w-full">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <DialogClose asChild>
          <Button variant="secondary" disabled={update.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Confirm onClick={confirm} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : change?.button}
        </Confirm>
      </Dialog>
    </div>
  );
}
