import { LoadError } from '../../../components/ui/load-error';
import { useSiteSettings } from '../api/use-site-settings';
import { AdminPageShell } from '../components/admin-page-shell';
import { cardClass, skeletonBar } from '../components/dashboard-card';
import { EmailChoicesCard } from '../components/email-choices-card';
import { SettingsForm } from '../components/settings-form';
import { SuccessStoriesReview } from '../components/success-stories-review';

const TITLE = 'Platform Settings';
const SUBTITLE =
  'The site’s name, whether people can sign up, how jobs are listed and matched, your emails, and the success stories.';

/** /admin/settings: the platform settings, read and saved whole. */
export function SettingsPage() {
  const settings = useSiteSettings();
  return (
    <AdminPageShell title={TITLE} subtitle={SUBTITLE} width="max-w-3xl">
      {settings.isPending ? (
        <div
          role="status"
          className={`${cardClass} space-y-5`}
          aria-busy="true"
          aria-label="Loading the settings"
        >
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={`${skeletonBar} h-11`} />
          ))}
        </div>
      ) : settings.isError ? (
        <LoadError what="the settings" onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
      <EmailChoicesCard />
      <SuccessStoriesReview />
    </AdminPageShell>
  );
}
