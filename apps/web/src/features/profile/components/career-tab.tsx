import { PROFILE_LIMITS } from '@skillmatch/shared/schemas/profile';
import { TextareaField } from '../../../components/ui/textarea-field';
import { card, type ProfileFormApi } from './profile-form-api';

/** Career summary and goals (the profile's careerInfo, docs/product.md, "Records"). */
export function CareerTab({ values, errors, disabled, change }: ProfileFormApi) {
  const set = (field: 'summary' | 'goals', value: string) =>
    change(
      (current) => ({ ...current, careerInfo: { ...current.careerInfo, [field]: value } }),
      [`careerInfo.${field}`],
    );
  return (
    <div className={`${card} grid gap-5`}>
      <TextareaField
        label="Career summary"
        limit={PROFILE_LIMITS.careerText}
        placeholder="Where your career has taken you so far"
        value={values.careerInfo.summary}
        error={errors['careerInfo.summary']}
        disabled={disabled}
        onChange={(event) => set('summary', event.target.value)}
      />
      <TextareaField
        label="Career goals"
        limit={PROFILE_LIMITS.careerText}
        placeholder="What you want to do next"
        value={values.careerInfo.goals}
        error={errors['careerInfo.goals']}
        disabled={disabled}
        onChange={(event) => set('goals', event.target.value)}
      />
    </div>
  );
}
