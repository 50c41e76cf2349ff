import { describe, expect, it } from 'vitest';
import { escalationMarkersFor, escalationPriority, isEscalationRequest } from './escalation.ts';

describe('escalation', () => {
  it('recognises the two markers in the customer field, in any case', () => {
    expect(escalationMarkersFor('Tandem')).toEqual(['@tandem', 'tandem support']);
    expect(isEscalationRequest('Ask @Tandem please', 'Tandem')).toBe(true);
    expect(isEscalationRequest('TANDEM SUPPORT', 'Tandem')).toBe(true);
    expect(isEscalationRequest('Tandem Bikes Ltd', 'Tandem')).toBe(false);
  });

  it('raises a low priority to medium and keeps the others', () => {
    expect(['low', 'medium', 'high', 'urgent'].map((p) => escalationPriority(p as never))).toEqual(['medium', 'medium', 'high', 'urgent']);
  });
});
