import { describe, expect, it } from 'vitest';
import { deviceOf, settingsChangeOf } from './audit-events.ts';

describe('deviceOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'curl'],
    [null, 'Unknown device'],
    ['something else', 'Unknown device'],
  ])('reads %s as %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });
});

describe('settingsChangeOf', () => {
  it('keeps only the fields a save changed', () => {
    expect(
      settingsChangeOf({ primaryColor: '#111', radius: 4, font: 'a' }, { primaryColor: '#222', radius: 4, font: 'a', extra: 1 }),
    ).toEqual({
      before: { primaryColor: '#111', extra: null },
      after: { primaryColor: '#222', extra: 1 },
    });
  });

  it('answers null for a save that changed nothing, nested values compared by content', () => {
    expect(settingsChangeOf({ days: [1, 2], hours: { from: 9 } }, { days: [1, 2], hours: { from: 9 } })).toBeNull();
  });
});
