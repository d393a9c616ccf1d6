import { CheckCircle2 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useBlocker } from 'react-router';
import { PROFILE_MESSAGES } from '@skillmatch/shared/schemas/profile';
import type { DbUser } from '@skillmatch/shared/schemas/user';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { useAddSkill } from '../../../lib/add-skill';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useUserRecord } from '../../../lib/user-record';
import { useSaveProfile } from '../api/use-save-profile';
import { useUpdatePhoto } from '../api/use-update-photo';
import { AccountDataCard } from '../components/account-data-card';
import { BasicInfoTab } from '../components/basic-info-tab';
import { ChangePasswordCard } from '../components/change-password-card';
import { CareerTab } from '../components/career-tab';
import { EducationTab } from '../components/education-tab';
import { ExperienceTab } from '../components/experience-tab';
import { PreferencesTab } from '../components/preferences-tab';
import { ProfileHeader } from '../components/profile-header';
import type { ProfileFormApi } from '../components/profile-form-api';
import { ResumeTab } from '../components/resume-tab';
import {
  checkProfile,
  formValuesOf,
  tabOf,
  withItem,
  type ProfileErrors,
  type ProfileFormValues,
  type ProfileTab,
} from '../lib/profile-form';
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

const PHOTO_ERROR = 'Enter the web address of a picture, starting with https://';

/** The server's field errors ("profile.headline") as the form's paths ("headline"). */
function serverErrors(error: unknown): ProfileErrors {
  if (!(error instanceof ApiRequestError) || !error.body?.fields) return {};
  return Object.fromEntries(
    Object.entries(error.body.fields).map(([path, message]) => [path.replace(/^profile\./, ''), message]),
  );
}

function ProfileForm({ user }: { user: DbUser }) {
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(user));
  const [saved, setSaved] = useState(values);
  const [photo, setPhoto] = useState(user.dbPhoto ?? '');
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [photoError, setPhotoError] = useState<string>();
  const [tab, setTab] = useState<ProfileTab>('basic');
  const [overlay, setOverlay] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const overlayTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const save = useSaveProfile(user.email);
  const savePhoto = useUpdatePhoto(user.email);
  const addSkill = useAddSkill(user.email);
  const busy = save.isPending || savePhoto.isPending || overlay;
  const dirty = JSON.stringify(values) !== JSON.stringify(saved) || photo !== (user.dbPhoto ?? '');

  useEffect(() => () => clearTimeout(overlayTimer.current), []);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  const change: ProfileFormApi['change'] = (recipe, touched) => {
    setValues(recipe);
    setMessage(null);
    if (touched.length === 0) return;
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([path]) => !touched.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
        ),
      ),
    );
  };
  const form: ProfileFormApi = { values, errors, disabled: busy, change };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const checked = checkProfile(values);
    const photoValid = photo.trim() === '' || /^https?:\/\/\S+$/.test(photo.trim());
    setPhotoError(photoValid ? undefined : PHOTO_ERROR);
    if (!checked.ok || !photoValid) {
      const fieldErrors = checked.ok ? {} : checked.errors;
      setErrors(fieldErrors);
      setTab(tabOf(Object.keys(fieldErrors)[0] ?? 'photo'));
      return;
    }
    try {
      if (photo !== (user.dbPhoto ?? '')) await savePhoto.mutateAsync(photo);
      const { user: updated } = await save.mutateAsync(checked.profile);
      const next = formValuesOf(updated);
      setValues(next);
      setSaved(next);
      setOverlay(true);
      overlayTimer.current = setTimeout(() => {
        setOverlay(false);
        setMessage({ tone: 'success', text: PROFILE_MESSAGES.updated });
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }, SUCCESS_OVERLAY_MS);
    } catch (error) {
      const fields = serverErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length > 0) setTab(tabOf(Object.keys(fields)[0]!));
      const text =
        error instanceof ApiRequestError && error.body?.message
          ? error.body.message
          : PROFILE_MESSAGES.failed;
      setMessage({ tone: 'error', text });
    }
  };

  const takeSuggestion = (skill: string) => {
    change((current) => ({ ...current, skills: withItem(current.skills, skill) }), ['skills']);
    setSaved((current) => ({ ...current, skills: withItem(current.skills, skill) }));
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
                {...form}
                photo={photo}
                photoError={photoError}
                onPhotoChange={(value) => {
                  setPhoto(value);
                  setPhotoError(undefined);
                }}
              />
            </Tabs.Content>
            <Tabs.Content value="experience">
              <ExperienceTab {...form} />
            </Tabs.Content>
            <Tabs.Content value="education">
              <EducationTab {...form} />
            </Tabs.Content>
            <Tabs.Content value="preferences">
              <PreferencesTab {...form} />
            </Tabs.Content>
            <Tabs.Content value="career">
              <CareerTab {...form} />
            </Tabs.Content>
            <Tabs.Content value="resume">
              <ResumeTab
                email={user.email}
                resume={user.resume}
                skills={values.skills}
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
          </div>
        )}
      </form>
      <ChangePasswordCard />

      <AccountDataCard email={user.email} />

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
        <Button onClick={() => blocker.proceed?.()}>Leave without saving</Button>
      </Dialog>
    </div>
  );
}

/** /profile (spec sections 2, 3, 4, 5 and 8): every tab of the profile, the resume, and your data. */
export function ProfilePage() {
  const session = useSession();
  const email = session.data?.user?.email ?? '';
  const user = useUserRecord(email);

  usePageTitle('Profile');

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="sr-only">Profile</h1>
      {user.isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading your profile">
          <div className="h-40 animate-pulse rounded-card bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800" />
          <div className="h-96 animate-pulse rounded-card bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800" />
        </div>
      ) : user.isError ? (
        <LoadError what="your profile" onRetry={() => void user.refetch()} />
      ) : (
        <ProfileForm key={user.data.email} user={user.data} />
      )}
    </section>
  );
}
