import { z } from 'zod';

export const SKILL_MAX_LENGTH = 40;
export const SKILLS_MAX = 20;

/** What a technician can do, or what a job needs: short tags ("Gas", "Electrical"), each once whatever its case. */
export const skillsSchema = z
  .array(z.string().trim().min(1, 'a skill cannot be blank').max(SKILL_MAX_LENGTH, `a skill has at most ${SKILL_MAX_LENGTH} characters`))
  .max(SKILLS_MAX, `at most ${SKILLS_MAX} skills`)
  .refine((skills) => new Set(skills.map((skill) => skill.toLowerCase())).size === skills.length, 'name each skill once');

/** The skills a job needs that a technician lacks, compared without case. */
export function missingSkills(required: readonly string[], has: readonly string[]): string[] {
  const known = new Set(has.map((skill) => skill.toLowerCase()));
  return required.filter((skill) => !known.has(skill.toLowerCase()));
}
