import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type CustomFieldValues, formatCustomFieldValue } from '../../../domain/ticket-custom-fields.ts';
import { ticketFieldsQuery } from './ticket-fields-queries.ts';

/**
 * A ticket's field values as a customer reads them: the fields the server gives them (those shown to customers) that
 * have a value on this ticket, in their order. Nothing when none has.
 */
export function TicketFieldValues({ values }: { values: CustomFieldValues }) {
  const fields = useQuery(ticketFieldsQuery());
  const filled = (fields.data ?? []).filter((field) => !field.isArchived && values[field.id] !== undefined);
  if (filled.length === 0) return null;
  return (
    <section aria-labelledby="ticket-fields-heading">
      <Title order={3} fz="sm" mb={6} id="ticket-fields-heading">
        Details
      </Title>
      <Stack gap={4} component="dl" m={0}>
        {filled.map((field) => (
          <Group key={field.id} gap={8} wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" c="dimmed">
              {field.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {formatCustomFieldValue(values[field.id])}
            </Text>
          </Group>
        ))}
      </Stack>
    </section>
  );
}
