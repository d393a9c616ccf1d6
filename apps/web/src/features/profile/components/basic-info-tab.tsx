import { PROFILE_LIMITS } from '@skillmatch/shared/schemas/profile';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useSkillSuggestions } from '../api/use-skill-suggestions';
import { ListInput } from './list-input';
import { card, type ProfileFormApi } from './profile-form-api';

interface BasicInfoTabProps extends ProfileFormApi {
  photo: string;
  photoError: string | undefined;
  onPhotoChange: (photo: string) => void;
}

/** Headline, bio, location and skills (required, docs/product.md, "Forms and their messages"), and the photo's address. */
export function BasicInfoTab({
  values,
  errors,
  disabled,
  change,
  photo,
  photoError,
  onPhotoChange,
}: BasicInfoTabProps) {
  const [typed, setTyped] = useState('');
  const suggestions = useSkillSuggestions(typed);
  const text = (field: 'headline' | 'location') => ({
    value: values[field],
    error: errors[field],
    disabled,
    onChange: (event: { target: { value: string } }) =>
      change((current) => ({ ...current, [field]: event.target.value }), [field]),
  });
  return (
    <div className={`${card} grid gap-5`}>
      <TextField
        label="Professional headline"
        limit={PROFILE_LIMITS.headline}
        placeholder="e.g. Senior Data Engineer"
        {...text('headline')}
      />
      <TextareaField
        label="Bio"
        limit={PROFILE_LIMITS.bio}
        placeholder="A few sentences about you and your work"
        value={values.bio}
        error={errors.bio}
        disabled={disabled}
        onChange={(event) => change((current) => ({ ...current, bio: event.target.value }), ['bio'])}
      />
      <TextField
        label="Location"
        limit={PROFILE_LIMITS.location}
        placeholder="e.g. Berlin, Germany"
        {...text('location')}
      />
      <ListInput
        label="Skills"
        addLabel="Add skill"
        itemLimit={PROFILE_LIMITS.skill}
        placeholder="Type a skill, then Enter"
        hint="Your skills drive your job matches. Known skills are suggested as you type."
        items={values.skills}
        error={errors.skills}
        disabled={disabled}
        suggestions={suggestions.data?.skills ?? []}
        onTyping={setTyped}
        onChange={(skills) => change((current) => ({ ...current, skills }), ['skills'])}
      />
      <TextField
        label="Photo (web address)"
        type="url"
        placeholder="https://…"
        hint="A link to a square picture of you; leave empty to show your initials."
        value={photo}
        error={photoError}
        disabled={disabled}
        onChange={(event) => onPhotoChange(event.target.value)}
      />
    </div>
  );
}
