import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { type NumberingSettings, numberingProblemOf, STARTING_NUMBER_MAX, startingNumberOf } from '../../../domain/ticket-numbering.ts';
import { SaveRow } from '../settings/saved-indicator.tsx';
import { useSettingsForm } from '../settings/use-settings-form.tsx';
import { TicketNumberPreview } from './ticket-number-preview.tsx';
import { ticketNumberingQuery, useSaveTicketNumbering } from './ticket-numbering-queries.ts';

const schemes: { value: NumberingSettings['numbering_scheme']; label: string; description: string }[] = [
  { value: 'sequential', label: 'Sequential', description: 'Counts up: TKT-1000, TKT-1001, …' },
  { value: 'uuid', label: 'UUID', description: '8 random characters, such as K7Q2M9XA' },
  { value: 'custom', label: 'Custom format', description: 'Your own pattern of tokens' },
];

const paddingOptions = [
  { value: '0', label: 'None' },
  { value: '2', label: '2 digits (01)' },
  { value: '3', label: '3 digits (001)' },
  { value: '4', label: '4 digits (0001)' },
  { value: '5', label: '5 digits (00001)' },
];

const resetOptions = [
  { value: 'never', label: 'Never' },
  { value: 'yearly', label: 'Yearly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'daily', label: 'Daily' },
];

const displayOptions = [
  { value: 'number_only', label: 'Number only (1000)' },
  { value: 'with_prefix', label: 'With prefix (TKT-1000)' },
  { value: 'full_format', label: 'Full format (TKT-1000-SUF)' },
];

const formatTokens = ['{prefix}', '{suffix}', '{number}', '{number:0000}', '{year}', '{month}', '{day}'];

type FormValues = Omit<NumberingSettings, 'starting_number'> & { starting_number: number | string };

/** The settings as they will be saved, so that the preview shows what saving writes. */
function settingsOf(values: FormValues): NumberingSettings {
  return { ...values, starting_number: startingNumberOf(values.starting_number) };
}

/** Settings → Tickets: the numbering scheme, with a live preview of the numbers it gives. */
export function TicketNumberingTab() {
  const numbering = useSettingsForm({
    query: ticketNumberingQuery(),
    refreshGroup: 'ticket_numbering',
    valuesOf: (saved): FormValues => saved.settings,
    // The problem shows above the save button, which it disables; here it also stops Enter in a field from saving.
    validate: (values) => {
      const problem = numberingProblemOf(settingsOf(values));
      return problem ? { numbering: problem } : {};
    },
    save: useSaveTicketNumbering(),
    inputOf: settingsOf,
    savedValuesOf: (saved) => saved.settings,
    loadFailureTitle: 'Could not load the ticket numbering settings',
    saveFailure: 'Could not save the ticket numbering settings.',
  });
  if (numbering.fallback || !numbering.data) return numbering.fallback;
  const { form } = numbering;
  const settings = settingsOf(form.values);
  const problem = numberingProblemOf(settings);
  const scheme = form.values.numbering_scheme;

  return (
    <form onSubmit={numbering.onSubmit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="numbering-title">
            <Stack gap="lg">
              <div>
                <Title order={2} fz="lg" id="numbering-title">
                  Ticket Numbering
                </Title>
                <Text size="sm" c="dimmed" mt={2}>
                  How new tickets are numbered. Each number is handed out once, even when tickets arrive at the same moment.
                </Text>
              </div>

              <Radio.Group label="Numbering scheme" {...form.getInputProps('numbering_scheme')}>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
                  {schemes.map((option) => (
                    <Radio.Card key={option.value} value={option.value} radius="md" p="sm">
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Radio.Indicator mt={2} />
                        <div>
                          <Text size="sm" fw={600}>
                            {option.label}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {option.description}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>

              {scheme === 'uuid' ? (
                <Text size="sm" c="dimmed">
                  Random numbers need no prefix, counter or reset period.
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput label="Prefix" maxLength={20} {...form.getInputProps('prefix')} />
                  <TextInput label="Suffix" maxLength={20} {...form.getInputProps('suffix')} />
                  <NumberInput
                    label="Starting number"
                    description={`1 to ${STARTING_NUMBER_MAX.toLocaleString('en-US')}; left empty, it is saved as 1`}
                    min={1}
                    max={STARTING_NUMBER_MAX}
                    clampBehavior="strict"
                    allowDecimal={false}
                    allowNegative={false}
                    {...form.getInputProps('starting_number')}
                  />
                  <NativeSelect
                    label="Zero padding"
                    data={paddingOptions}
                    value={String(form.values.padding_zeros)}
                    onChange={(event) =>
                      form.setFieldValue('padding_zeros', Number(event.currentTarget.value) as NumberingSettings['padding_zeros'])
                    }
                  />
                  <NativeSelect label="Reset period" data={resetOptions} {...form.getInputProps('reset_period')} />
                  {scheme === 'sequential' && (
                    <NativeSelect label="Display format" data={displayOptions} {...form.getInputProps('display_format')} />
                  )}
                </SimpleGrid>
              )}

              {scheme === 'custom' && (
                <CustomFormatField value={form.values.custom_format} onChange={(value) => form.setFieldValue('custom_format', value)} />
              )}

              {problem && (
                <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert" py="xs">
                  {problem}
                </Alert>
              )}
              {numbering.saveProblem && (
                <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
                  {numbering.saveProblem}
                </Alert>
              )}

              <SaveRow label="Save Settings" isPending={numbering.isSaving} isSaved={numbering.isSaved} isDisabled={!!problem} />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
          <TicketNumberPreview settings={settings} nextNumber={numbering.data.preview} isSaved={!numbering.isDirty} />
        </Grid.Col>
      </Grid>
    </form>
  );
}

function CustomFormatField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <Stack gap={6}>
      <TextInput
        label="Custom format"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={100}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          Add a token:
        </Text>
        {formatTokens.map((token) => (
          <Button key={token} size="compact-xs" variant="default" ff="monospace" onClick={() => onChange(`${value}${token}`)}>
            {token}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
