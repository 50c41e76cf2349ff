import {
  Alert,
  Button,
  Card,
  ColorInput,
  ColorSwatch,
  FileButton,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconEye, IconEyeOff, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { uploadableImageTypes } from '../../../domain/image-type.ts';
import {
  COMPANY_NAME_MAX,
  LOGO_MAX_BYTES,
  presetOf,
  type ThemePreset,
  type ThemeSettings,
  themeMessages,
  themePresets,
  themeSettingsSchema,
} from '../../../domain/theme-settings.ts';
import { SavedIndicator } from '../settings/saved-indicator.tsx';
import { useSettingsForm } from '../settings/use-settings-form.tsx';
import { useOrganizationTheme } from './organization-theme.tsx';
import { logoSrcOf, type ThemeView, themeQuery, useSaveTheme, useUploadLogo } from './theme-queries.ts';

const modeOptions = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];
const radiusOptions = [
  { value: 'none', label: 'None' },
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];
const fontSizeOptions = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];

/** The form holds the logo's address beside the settings, so that an upload or a removal counts as a change. */
type ThemeValues = ThemeSettings & { logoUrl: string | null };

const valuesOf = (view: ThemeView): ThemeValues => ({ ...(view.settings as ThemeSettings), logoUrl: view.logoUrl });

function settingsOf({ logoUrl: _logoUrl, ...settings }: ThemeValues): ThemeSettings {
  return settings;
}

/** Settings → Theme: presets, colours, corners, font size and light or dark, the company name and logo; previewed before saving. */
export function ThemeTab() {
  const { isPreviewing, preview, endPreview } = useOrganizationTheme();
  const theme = useSettingsForm({
    query: themeQuery(),
    refreshGroup: null,
    valuesOf,
    validate: (values) => {
      const parsed = themeSettingsSchema.safeParse(settingsOf(values));
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    },
    save: useSaveTheme(),
    inputOf: settingsOf,
    savedValuesOf: valuesOf,
    onSaved: endPreview,
    loadFailureTitle: 'Could not load the theme',
    saveFailure: 'Could not save the theme.',
    // What is previewed stays on screen and in the form until the preview ends.
    isHeld: isPreviewing,
  });
  const upload = useUploadLogo();
  const { form } = theme;
  const logoUrl = form.values.logoUrl ?? null;
  const view: ThemeView = { settings: settingsOf(form.values), logoUrl };
  const chosenPreset = presetOf(form.values);

  // While previewing, every change shows at once; leaving the tab ends the preview.
  const viewKey = JSON.stringify(view);
  useEffect(() => {
    if (isPreviewing) preview(JSON.parse(viewKey) as ThemeView);
  }, [isPreviewing, preview, viewKey]);
  useEffect(() => endPreview, [endPreview]);

  if (theme.fallback) return theme.fallback;

  /** Back to the saved theme, on screen and in the form, so that the next Save does not store what was only previewed. */
  function exitPreview() {
    endPreview();
    theme.reset();
  }

  function applyPreset(preset: ThemePreset) {
    const { name: _name, ...colors } = preset;
    form.setValues(colors);
  }

  function uploadLogo(file: File | null) {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (uploaded) => form.setValues({ logoFileId: uploaded.logoFileId, logoUrl: uploaded.logoUrl }),
    });
  }

  function removeLogo() {
    form.setValues({ logoFileId: null, logoUrl: null });
  }

  const logoSrc = logoSrcOf(logoUrl);

  return (
    <form onSubmit={theme.onSubmit} noValidate>
      <Stack gap="lg">
        {isPreviewing && (
          // Kept in view while the form scrolls under it, with the way out beside what it says.
          <Alert
            color="accent"
            variant="light"
            icon={<IconEye size={18} />}
            title="Previewing this theme"
            role="status"
            style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 2 }}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                This theme is only previewed until saved. Exit Preview to return to the saved theme, or Save Theme to keep it.
              </Text>
              <Button variant="default" size="xs" leftSection={<IconEyeOff size={14} />} onClick={exitPreview}>
                Exit Preview
              </Button>
            </Group>
          </Alert>
        )}

        <Card withBorder padding="lg" component="section" aria-labelledby="theme-picker-title">
          <Stack gap="lg">
            <div>
              <Title order={2} fz="lg" id="theme-picker-title">
                Theme
              </Title>
              <Text size="sm" c="dimmed" mt={2}>
                The colours, corners and text size of every screen of your workspace and your customer portal.
              </Text>
            </div>

            <Input.Wrapper label="Presets">
              <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" mt="xs">
                {themePresets.map((preset) => (
                  <UnstyledButton
                    key={preset.name}
                    onClick={() => applyPreset(preset)}
                    aria-pressed={chosenPreset?.name === preset.name}
                    p="sm"
                    style={{
                      border: `2px solid ${chosenPreset?.name === preset.name ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
                      borderRadius: 'var(--mantine-radius-md)',
                    }}
                  >
                    <Group gap={4} mb={6}>
                      {[preset.primaryColor, preset.secondaryColor, preset.accentColor].map((color) => (
                        <ColorSwatch key={color} color={color} size={20} withShadow={false} />
                      ))}
                    </Group>
                    <Text size="sm" fw={600}>
                      {preset.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {preset.themeMode === 'dark' ? 'Dark' : 'Light'}
                    </Text>
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            </Input.Wrapper>

            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <ColorInput label="Primary colour" format="hex" withEyeDropper={false} {...form.getInputProps('primaryColor')} />
              <ColorInput label="Secondary colour" format="hex" withEyeDropper={false} {...form.getInputProps('secondaryColor')} />
              <ColorInput label="Accent colour" format="hex" withEyeDropper={false} {...form.getInputProps('accentColor')} />
            </SimpleGrid>

            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              <Input.Wrapper label="Appearance" description="Auto follows each device's light or dark setting">
                <SegmentedControl fullWidth mt={6} data={modeOptions} aria-label="Appearance" {...form.getInputProps('themeMode')} />
              </Input.Wrapper>
              <Input.Wrapper label="Border radius" description="None 0, small 4, medium 8, large 12 px">
                <SegmentedControl
                  fullWidth
                  mt={6}
                  data={radiusOptions}
                  aria-label="Border radius"
                  {...form.getInputProps('borderRadius')}
                />
              </Input.Wrapper>
              <Input.Wrapper label="Font size" description="Small 14, medium 16, large 18 px">
                <SegmentedControl fullWidth mt={6} data={fontSizeOptions} aria-label="Font size" {...form.getInputProps('fontSize')} />
              </Input.Wrapper>
            </SimpleGrid>
          </Stack>
        </Card>

        <Card withBorder padding="lg" component="section" aria-labelledby="branding-title">
          <Stack gap="lg">
            <div>
              <Title order={2} fz="lg" id="branding-title">
                Organization Branding
              </Title>
              <Text size="sm" c="dimmed" mt={2}>
                Shown in the header of your workspace and your customer portal.
              </Text>
            </div>
            <TextInput
              label="Company name"
              description="Left empty, your organization's name is shown"
              maxLength={COMPANY_NAME_MAX}
              {...form.getInputProps('companyName')}
            />
            <Input.Wrapper label="Logo" description={`PNG, JPEG, GIF or WebP, up to ${LOGO_MAX_BYTES / (1024 * 1024)} MB`}>
              <Group gap="md" mt={6}>
                {logoSrc && (
                  <img
                    src={logoSrc}
                    alt="Your logo"
                    height={48}
                    style={{ maxWidth: 192, objectFit: 'contain', border: '1px solid var(--mantine-color-default-border)' }}
                  />
                )}
                <FileButton onChange={uploadLogo} accept={uploadableImageTypes.join(',')}>
                  {(props) => (
                    <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} />} loading={upload.isPending}>
                      {logoSrc ? 'Replace Logo' : 'Upload Logo'}
                    </Button>
                  )}
                </FileButton>
                {logoSrc && (
                  <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={removeLogo}>
                    Remove Logo
                  </Button>
                )}
              </Group>
            </Input.Wrapper>
            {upload.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
                {upload.error.message || themeMessages.logoNotImage}
              </Alert>
            )}
          </Stack>
        </Card>

        {theme.saveProblem && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {theme.saveProblem}
          </Alert>
        )}
        <Group gap="md">
          <Button type="submit" loading={theme.isSaving}>
            Save Theme
          </Button>
          {!isPreviewing && (
            <Button variant="default" leftSection={<IconEye size={16} />} onClick={() => preview(view)}>
              Preview Theme
            </Button>
          )}
          <SavedIndicator isShown={theme.isSaved} />
        </Group>
      </Stack>
    </form>
  );
}
