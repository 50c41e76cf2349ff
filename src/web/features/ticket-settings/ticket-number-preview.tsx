import { Card, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { formatTicketNumber, type NumberingSettings, uuidTicketNumber } from '../../../domain/ticket-numbering.ts';

interface TicketNumberPreviewProps {
  settings: NumberingSettings;
  /** The number the next ticket gets with the saved settings, as the server counts. */
  nextNumber: string;
  isSaved: boolean;
}

/** How numbers look with the settings being edited, and the number the next ticket gets. */
export function TicketNumberPreview({ settings, nextNumber, isSaved }: TicketNumberPreviewProps) {
  const randomSample = useMemo(() => uuidTicketNumber((bound) => Math.floor(Math.random() * bound)), []);
  const isRandom = settings.numbering_scheme === 'uuid';
  const sample = isRandom ? randomSample : formatTicketNumber(settings, settings.starting_number, new Date());

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="preview-title" bg="var(--mantine-color-brand-light)">
      <Stack gap={6}>
        <Title order={2} fz="sm" c="dimmed" tt="uppercase" lts={0.5} id="preview-title">
          Preview
        </Title>
        <Text fz={28} fw={700} ff="monospace" lh={1.2} style={{ overflowWrap: 'anywhere' }} aria-live="polite">
          {sample || '—'}
        </Text>
        <Text size="sm" c="dimmed">
          {isRandom ? 'Each ticket gets 8 new random characters.' : 'The starting number, as these settings write it.'}
        </Text>
        {!isRandom && (
          <Text size="sm">
            Next ticket{isSaved ? '' : ' with the saved settings'}:{' '}
            <Text span fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {nextNumber}
            </Text>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
