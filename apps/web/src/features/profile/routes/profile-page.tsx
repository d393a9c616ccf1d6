import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { UserRecord } from '@skillmatch/shared/schemas/user';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { useEndedSession, useSession } from '../../../lib/session';
import { useUserRecord } from '../../../lib/user-record';
import { AccountDataCard } from '../components/account-data-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { JobAlertsSection } from '../components/job-alerts-section';
import { LeaveDialog } from '../components/leave-dialog';
import { ProfileHeader } from '../components/profile-header';
import type { ProfileFormApi } from '../components/profile-form-api';
import { ProfileTabs } from '../components/profile-tabs';
import { SignedOutNotice } from '../components/signed-out-notice';
import { tabOf, type ProfilePageValues, type ProfileTab } from '../lib/profile-form';
import { messagesOf, profileResolver, valuesOf } from '../lib/profile-resolver';
import { useLeaveGuard } from '../lib/use-leave-guard';
import { useProfileEdits } from '../lib/use-profile-edits';
import { PROFILE_DRAFT_MESSAGES, useProfileDraft } from '../lib/use-profile-draft';
import { useProfileSave, type ProfileMessage } from '../lib/use-profile-save';
import { useSuccessOverlay } from '../lib/use-success-overlay';
import { usePageTitle } from '../../../lib/use-page-title';

function ProfileForm({ user }: { user: UserRecord }) {
  const form = useForm({
    defaultValues: valuesOf(user),
    resolver: profileResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control });
  const { isDirty: dirty, errors: nestedErrors } = form.formState;
  const errors = messagesOf(nestedErrors);
  const [tab, setTab] = useState<ProfileTab>('basic');
  const overlay = useSuccessOverlay();
  const draft = useProfileDraft(form, user.id, values);
  const [message, setMessage] = useState<ProfileMessage>(
    draft.restored ? { tone: 'success', text: PROFILE_DRAFT_MESSAGES.restored } : null,
  );
  const save = useProfileSave({ user, form, draft, overlay, setMessage, setTab });
  const edits = useProfileEdits(form, user.email, setMessage);
  const busy = save.pending || overlay.shown;
  // Once the work is kept for after signing in, leaving (to sign in) loses nothing.
  const blocker = useLeaveGuard(dirty && !draft.signedOut);

  const { photo, ...profileValues } = values as ProfilePageValues;
  const formApi: ProfileFormApi = {
    values: profileValues,
    errors,
    disabled: busy,
    control: form.control,
    change: edits.change,
  };

  const submit = (event: FormEvent) => {
    setMessage(null);
    void form.handleSubmit(save.send, (refused) =>
      setTab(tabOf(Object.keys(messagesOf(refused))[0] ?? 'photo')),
    )(event);
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <ProfileHeader user={user} />
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-6">
        <ProfileTabs
          user={user}
          tab={tab}
          onTabChange={setTab}
          formApi={formApi}
          photo={photo}
          onPhotoChange={(value) => {
            form.setValue('photo', value, { shouldDirty: true });
            form.clearErrors('photo');
          }}
          onAddSkill={edits.takeSuggestion}
          addingSkill={edits.addingSkill}
        />
        {/* The resume saves itself; changes made on the other tabs are saved from them. */}
        {tab === 'resume' ? (
          dirty &&
          !busy && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              The other tabs have unsaved changes: save them from any of those tabs.
            </p>
          )
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg" disabled={busy}>
              {save.pending ? 'Saving…' : 'Save Changes'}
            </Button>
            {dirty && !busy && (
              <span className="text-sm text-zinc-600 dark:text-zinc-400">Unsaved changes</span>
            )}
            {draft.signedOut && <SignedOutNotice />}
          </div>
        )}
      </form>
      <JobAlertsSection />

      <ChangePasswordCard />

      <AccountDataCard />

      <Dialog
        open={overlay.shown}
        onOpenChange={() => undefined}
        alert
        title="Saved"
        icon={<CheckCircle2 className="size-12 text-green-600 dark:text-green-400" aria-hidden />}
        description="Your profile is saved."
      />
      <LeaveDialog blocker={blocker} onLeave={draft.discard} />
    </div>
  );
}

/** The route keeps the form's unsaved work when the session ends under it (`RequireAuth`). */
export const keepsDraft = true;

/** /profile (docs/product.md, "Pages and layout"): every tab of the profile, the resume, and your data. */
export function ProfilePage() {
  const session = useSession();
  // A session that ended under the page keeps its form on screen, with the person's work.
  const ended = useEndedSession();
  const email = session.data?.user?.email ?? ended?.user.email ?? '';
  const user = useUserRecord(email);

  usePageTitle('Profile');

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="sr-only">Profile</h1>
      {user.data ? (
        <ProfileForm key={user.data.email} user={user.data} />
      ) : user.isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading your profile">
          <div className="h-40 animate-pulse rounded-card bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800" />
          <div className="h-96 animate-pulse rounded-card bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800" />
        </div>
      ) : (
        <LoadError what="your profile" onRetry={() => void user.refetch()} />
      )}
    </section>
  );
}
