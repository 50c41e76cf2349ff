import { describe, expect, it } from 'vitest';
import { missingSkills, skillsSchema } from './skills.ts';

describe('skills', () => {
  it('finds what a technician lacks whatever the case', () => {
    expect(missingSkills(['Gas', 'Electrical'], ['gas', 'Plumbing'])).toEqual(['Electrical']);
    expect(missingSkills([], ['Gas'])).toEqual([]);
  });

  it('refuses a blank skill and the same skill twice', () => {
    expect(skillsSchema.safeParse(['Gas', ' ']).error?.issues[0]?.message).toBe('a skill cannot be blank');
    expect(skillsSchema.safeParse(['Gas', 'gas']).error?.issues[0]?.message).toBe('name each skill once');
    expect(skillsSchema.parse([' Gas '])).toEqual(['Gas']);
  });
});
