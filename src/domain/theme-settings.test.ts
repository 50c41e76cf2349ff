import { describe, expect, it } from 'vitest';
import {
  accentTextColor,
  borderRadiusPx,
  DARK_TEXT_COLOR,
  fontSizePx,
  LIGHT_TEXT_COLOR,
  presetOf,
  relativeLuminance,
  resolveThemeSettings,
  themeDefaults,
  themePresets,
  themeSettingsSchema,
} from './theme-settings.ts';

describe('theme settings', () => {
  it("has the specification's defaults, sizes and presets", () => {
    expect(themeDefaults).toEqual({
      themeMode: 'light',
      primaryColor: '#2563eb',
      secondaryColor: '#64748b',
      accentColor: '#dc2626',
      borderRadius: 'medium',
      fontSize: 'medium',
      companyName: '',
      logoFileId: null,
    });
    expect(themeSettingsSchema.parse({})).toEqual(themeDefaults);
    expect(borderRadiusPx).toEqual({ none: 0, small: 4, medium: 8, large: 12 });
    expect(fontSizePx).toEqual({ small: 14, medium: 16, large: 18 });
    expect(themePresets.map((preset) => preset.name)).toEqual(['Classic', 'Dark Mode', 'Sunset', 'Neon', 'Pastel']);
    expect(presetOf(themeDefaults)?.name).toBe('Classic');
    expect(themePresets.find((preset) => preset.name === 'Dark Mode')?.themeMode).toBe('dark');
  });

  it('gives every preset a primary colour white button text is readable on', () => {
    for (const preset of themePresets) {
      const contrast = 1.05 / (relativeLuminance(preset.primaryColor) + 0.05);
      expect(contrast, preset.name).toBeGreaterThanOrEqual(4.5);
      const { name: _name, ...colors } = preset;
      expect(themeSettingsSchema.parse(preset)).toMatchObject(colors);
    }
  });

  it('finds the preset whatever the case of its colours, and none once a colour is changed', () => {
    const sunset = themePresets[2];
    if (!sunset) throw new Error('no Sunset preset');
    expect(presetOf({ ...sunset, primaryColor: sunset.primaryColor.toUpperCase() })?.name).toBe('Sunset');
    expect(presetOf({ ...sunset, accentColor: '#000000' })).toBeUndefined();
    expect(presetOf({ ...sunset, themeMode: 'dark' })).toBeUndefined();
  });

  it('puts dark text on accents lighter than luminance 0.5 and white text on darker ones', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.216, 3);
    expect(accentTextColor('#dc2626')).toBe(LIGHT_TEXT_COLOR);
    expect(accentTextColor('#facc15')).toBe(DARK_TEXT_COLOR);
    expect(accentTextColor('#f9a8d4')).toBe(DARK_TEXT_COLOR);
    // #bcbcbc sits just above 0.5, #bababa just under.
    expect(accentTextColor('#bcbcbc')).toBe(DARK_TEXT_COLOR);
    expect(accentTextColor('#bababa')).toBe(LIGHT_TEXT_COLOR);
    expect(() => relativeLuminance('red')).toThrow('Not a six-digit hex colour');
  });

  it('reads each stored field that is still valid and the default for the rest', () => {
    expect(resolveThemeSettings(null)).toEqual(themeDefaults);
    expect(
      resolveThemeSettings({
        themeMode: 'auto',
        primaryColor: '#C2410C',
        secondaryColor: 'blue',
        accentColor: 42,
        borderRadius: 'huge',
        fontSize: 'large',
        companyName: '  Globex  ',
        logoFileId: 'not-an-id',
        sidebarStyle: 'wide',
      }),
    ).toEqual({ ...themeDefaults, themeMode: 'auto', primaryColor: '#C2410C', fontSize: 'large', companyName: 'Globex' });
  });

  it('names what is wrong with a theme it cannot take', () => {
    const result = themeSettingsSchema.safeParse({ primaryColor: '#12345', companyName: 'x'.repeat(101) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['primaryColor', 'use a colour like #2563eb'],
      ['companyName', 'use at most 100 characters'],
    ]);
  });
});
