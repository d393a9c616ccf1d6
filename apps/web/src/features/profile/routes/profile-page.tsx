import { CheckCircle2 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { PROFILE_MESSAGES } from '@skillmatch/shared/schemas/profile';
import type { DbUser } from '@skillmatch/shared/schemas/user';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { useAddSkill } from '../../../lib/add-skill';
import { ApiRequestError } from '../../../lib/api-client';
import { useEndedSession, useSession } from '../../../lib/session';
import { useUserRecord } from '../../../lib/user-record';
import { useSaveProfile } from '../api/use-save-profile';
import { useUpdatePhoto } from '../api/use-update-photo';
import { AccountDataCard } from '../components/account-data-card';
import { BasicInfoTab } from '../components/basic-info-tab';
import { ChangePasswordCard } from '../components/change-password-card';
import { CareerTab } from '../components/career-tab';
import { EducationTab } from '../components/education-tab';
import { JobAlertsSection } from '../components/job-alerts-section';
import { ExperienceTab } from '../components/experience-tab';
import { PreferencesTab } from '../components/preferences-tab';
import { ProfileHeader } from '../components/profile-header';
import type { ProfileFormApi } from '../components/profile-form-api';
import { ResumeTab } from '../components/resume-tab';
import { SignedOutNotice } from '../components/signed-out-notice';
import {
  formValuesOf,
  tabOf,
  withItem,
  type ProfileFormValues,
  type ProfilePageValues,
  type ProfileSubmit,
  type ProfileTab,
} from '../lib/profile-form';
import { messagesOf, profileResolver, serverErrors, valuesOf } from '../lib/profile-resolver';
import { PROFILE_DRAFT_MESSAGES, useProfileDraft } from '../lib/use-profile-draft';
import { usePageTitle } from '../../../lib/use-page-title';

/** Spec section 4: the success check shows for 1.5 s before the message. */
export const SUCCESS_OVERLAY_MS = 1500;

const TAB_LABELS: Record<ProfileTab, string> = {
  basic: 'Basic Info',
  experience: 'Experience',
  education: 'Education',
  preferences: 'Job Preferences',
  career: 'Career Info',
  resume: 'Resume',
};

function ProfileForm({ user }: { user: DbUser }) {
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
  const [overlay, setOverlay] = useState(false);
  const draft = useProfileDraft(form, user.id, values);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    draft.restored ? { tone: 'success', text: PROFILE_DRAFT_MESSAGES.restored } : null,
  );
  const overlayTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const save = useSaveProfile(user.email);
  const savePhoto = useUpdatePhoto(user.email);
  const addSkill = useAddSkill(user.email);
  const busy = save.isPending || savePhoto.isPending || overlay;

  useEffect(() => () => clearTimeout(overlayTimer.current), []);
  // Once the work is kept for after signing in, leaving (to sign in) loses nothing.
  const warnOnLeave = dirty && !draft.signedOut;
  useEffect(() => {
    if (!warnOnLeave) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [warnOnLeave]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => warnOnLeave && currentLocation.pathname !== nextLocation.pathname,
  );

  const change: ProfileFormApi['change'] = (recipe, touched) => {
    const { photo: _photo, ...current } = form.getValues();
    const next = recipe(current);
    for (const key of Object.keys(next) as (keyof ProfileFormValues)[])
      if (next[key] !== current[key]) form.setValue(key, next[key], { shouldDirty: true });
    setMessage(null);
    if (touched.length > 0) form.clearErrors(touched as Path<ProfilePageValues>[]);
  };
  const { photo, ...profileValues } = values as ProfilePageValues;
  const formApi: ProfileFormApi = {
    values: profileValues,
    errors,
    disabled: busy,
    control: form.control,
    change,
  };

  const send = async ({ profile, photo: address }: ProfileSubmit) => {
    try {
      if (address !== (user.dbPhoto ?? '')) await savePhoto.mutateAsync(address);
      const { user: updated } = await save.mutateAsync(profile);
      draft.discard();
      form.reset({ ...formValuesOf(updated), photo: address });
      setOverlay(true);
      overlayTimer.current = setTimeout(() => {
        setOverlay(false);
        setMessage({ tone: 'success', text: PROFILE_MESSAGES.updated });
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }, SUCCESS_OVERLAY_MS);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return draft.keep();
      const fields = serverErrors(error);
      for (const [path, text] of Object.entries(fields))
        form.setError(path as Path<ProfilePageValues>, { type: 'server', message: text });
      if (Object.keys(fields).length > 0) setTab(tabOf(Object.keys(fields)[0]!));
      const text =
        error instanceof ApiRequestError && error.body?.message
          ? error.body.message
          : PROFILE_MESSAGES.failed;
      setMessage({ tone: 'error', text });
    }
  };

  const submit = (event: FormEvent) => {
    setMessage(null);
    void form.handleSubmit(send, (refused) => setTab(tabOf(Object.keys(messagesOf(refused))[0] ?? 'photo')))(
      event,
    );
  };

  const takeSuggestion = (skill: string) => {
    // Saved at once on the server: the added skill is part of what is saved, not an unsaved change.
    const skills = form.getValues('skills');
    form.resetField('skills', {
      defaultValue: withItem(form.formState.defaultValues?.skills as string[], skill),
    });
    form.setValue('skills', withItem(skills, skill), { shouldDirty: true });
    form.clearErrors('skills');
    setMessage(null);
    addSkill.mutate(skill, {
      onError: (error) => setMessage({ tone: 'error', text: error.message }),
    });
  };

  const tabHasError = (name: ProfileTab) => Object.keys(errors).some((path) => tabOf(path) === name);

  return (
    <div className="grid grid-cols-1 gap-6">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <ProfileHeader user={user} />
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-6">
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ProfileTab)}>
          <Tabs.List
            aria-label="Profile sections"
            className="flex gap-1 overflow-x-auto border-b border-zinc-200 dark:border-zinc-800"
          >
            {(Object.keys(TAB_LABELS) as ProfileTab[]).map((name) => (
              <Tabs.Trigger
                key={name}
                value={name}
                className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-zinc-600 hover:text-zinc-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-zinc-400 dark:hover:text-zinc-100 dark:data-[state=active]:border-brand-400 dark:data-[state=active]:text-brand-300"
              >
                {TAB_LABELS[name]}
                {tabHasError(name) && (
                  <span className="ml-1.5 text-red-700 dark:text-red-400" aria-label="(needs attention)">
                    •
                  </span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="mt-5">
            <Tabs.Content value="basic">
              <BasicInfoTab
                {...formApi}
                photo={photo}
                photoError={errors.photo}
                onPhotoChange={(value) => {
                  form.setValue('photo', value, { shouldDirty: true });
                  form.clearErrors('photo');
                }}
              />
            </Tabs.Content>
            <Tabs.Content value="experience">
              <ExperienceTab {...formApi} />
            </Tabs.Content>
            <Tabs.Content value="education">
              <EducationTab {...formApi} />
            </Tabs.Content>
            <Tabs.Content value="preferences">
              <PreferencesTab {...formApi} />
            </Tabs.Content>
            <Tabs.Content value="career">
              <CareerTab {...formApi} />
            </Tabs.Content>
            <Tabs.Content value="resume">
              <ResumeTab
                email={user.email}
                resume={user.resume}
                skills={profileValues.skills}
                onAddSkill={takeSuggestion}
                addingSkill={addSkill.isPending}
              />
            </Tabs.Content>
          </div>
        </Tabs.Root>
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
              {save.isPending || savePhoto.isPending ? 'Saving…' : 'Save Changes'}
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
        open={overlay}
        onOpenChange={() => undefined}
        alert
        title="Saved"
        icon={<CheckCircle2 className="size-12 text-green-600 dark:text-green-400" aria-hidden />}
        description="Your profile is saved."
      />
      <Dialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open) blocker.reset?.();
        }}
        alert
        title="Leave without saving?"
        description="Your changes to your profile are not saved yet."
      >
        <Button variant="secondary" onClick={() => blocker.reset?.()}>
          Stay on this page
        </Button>
        <Button
          onClick={() => {
            draft.discard();
            blocker.proceed?.();
          }}
        >
          Leave without saving
        </Button>
      </Dialog>
    </div>
  );
}

/** The route keeps the form's unsaved work when the session ends under it (`RequireAuth`). */
export const keepsDraft = true;

/** /profile (spec sections 2, 3, 4, 5 and 8): every tab of the profile, the resume, and your data. */
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
