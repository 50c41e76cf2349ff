import { TagsInput } from '@mantine/core';
import { SKILL_MAX_LENGTH, SKILLS_MAX } from '../../domain/skills.ts';

interface SkillsInputProps {
  label: string;
  description?: string;
  value: string[];
  onChange(skills: string[]): void;
  error?: string;
}

/** Skills as tags ("Gas", "Electrical"): what a technician can do, or what a job needs. */
export function SkillsInput({ label, description, value, onChange, error }: SkillsInputProps) {
  return (
    <TagsInput
      label={label}
      description={description}
      placeholder="Gas, Electrical… press Enter after each"
      maxTags={SKILLS_MAX}
      maxLength={SKILL_MAX_LENGTH}
      clearable
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
