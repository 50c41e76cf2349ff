import { describe, expect, it } from 'vitest';
import { normalizeTag, normalizeTags } from './ticket-tags.ts';

describe('ticket tags', () => {
  it('keeps one spelling of a tag: lower case, hyphens for spaces, no punctuation, at most 40 characters', () => {
    expect(normalizeTag('  Water Heater ')).toBe('water-heater');
    expect(normalizeTag('VIP!')).toBe('vip');
    expect(normalizeTag('billing__q4')).toBe('billing-q4');
    expect(normalizeTag('Été – urgent')).toBe('été-urgent');
    expect(normalizeTag('x'.repeat(60))).toHaveLength(40);
    expect(normalizeTag(' - ')).toBe('');
  });

  it('drops empty tags and repeats, keeping the order given', () => {
    expect(normalizeTags(['Warranty', 'vip', 'warranty', '', 'VIP'])).toEqual(['warranty', 'vip']);
  });
});
