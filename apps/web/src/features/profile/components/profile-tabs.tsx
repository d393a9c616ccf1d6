import { Tabs } from 'radix-ui';
import type { UserRecord } from '@skillmatch/shared/schemas/user';
import { tabOf, type ProfileTab } from '../lib/profile-form';
import { BasicInfoTab } from './basic-info-tab';
import { CareerTab } from './career-tab';
import { EducationTab } from './education-tab';
import { ExperienceTab } from './experience-tab';
import { PreferencesTab } from './preferences-tab';
import type { ProfileFormApi } from './profile-form-api';
import { ResumeTab } from './resume-tab';

const TAB_LABELS: Record<ProfileTab, string> = {
  basic: 'Basic Info',
  experience: 'Experience',
  education: 'Education',
  preferences: 'Job Preferences',
  career: 'Career Info',
  resume: 'Resume',
};

interface ProfileTabsProps {
  user: UserRecord;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  formApi: ProfileFormApi;
  photo: string;
  onPhotoChange: (value: string) => void;
  onAddSkill: (skill: string) => void;
  addingSkill: boolean;
}

/** The profile's six tabs, each marked when one of its fields needs attention. */
export function ProfileTabs({
  user,
  tab,
  onTabChange,
  formApi,
  photo,
  onPhotoChange,
  onAddSkill,
  addingSkill,
}: ProfileTabsProps) {
  const tabHasError = (name: ProfileTab) => Object.keys(formApi.errors).some((path) => tabOf(path) === name);
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as ProfileTab)}>
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
            photoError={formApi.errors.photo}
            onPhotoChange={onPhotoChange}
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
            skills={formApi.values.skills}
            onAddSkill={onAddSkill}
            addingSkill={addingSkill}
          />
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
