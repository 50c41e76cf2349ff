import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('refuses an access token lifetime the web app would refresh in a loop, naming the variable', () => {
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '60' })).toThrow(
      'ACCESS_TOKEN_TTL_SECONDS: must be at least 120 seconds: the web app refreshes tokens 90 s before they expire',
    );
    expect(loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '120' }).ACCESS_TOKEN_TTL_SECONDS).toBe(120);
    expect(loadConfig({}).ACCESS_TOKEN_TTL_SECONDS).toBe(3600);
  });
});
