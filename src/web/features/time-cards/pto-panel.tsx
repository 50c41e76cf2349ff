import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconBeach } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { ptoQuery, useRequestPto } from './time-cards-queries.ts';

const requestStatus = {
  pending: { label: 'Pending', color: 'blue' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Declined', color: 'red' },
} as const;

/** The person's PTO balance by category, their requests, and a request form. */
export function PtoPanel() {
  const pto = useQuery(ptoQuery());
  const request = useRequestPto();
  const [category, setCategory] = useState('');
  const [startDate, setStartDate] = useState('');
  const [hours, setHours] = useState<number | string>(8);
  const [note, setNote] = useState('');
  if (pto.isPending) return <PageLoader label="Loading your PTO..." />;
  if (pto.isError) return <LoadFailure title="Could not load your PTO" message={pto.error.message} />;
  const chosen = category || pto.data.balances[0]?.category || '';

  function send(event: React.FormEvent) {
    event.preventDefault();
    request.mutate(
      { category: chosen, startDate, hours: Number(hours) || 0, note },
      {
        onSuccess: () => {
          setStartDate('');
          setNote('');
        },
      },
    );
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="pto-title">
      <Stack gap="md">
        <Group gap="xs">
          <IconBeach size={20} aria-hidden />
          <Title order={2} fz="lg" id="pto-title">
            Paid Time Off
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {pto.data.balances.map((balance) => (
            <Paper key={balance.category} withBorder radius="md" px="sm" py="xs">
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {balance.category}
              </Text>
              <Text fz={20} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {balance.balanceHours.toFixed(2)} h
              </Text>
              <Text size="xs" c="dimmed">
                {balance.usedHours.toFixed(2)} used{balance.pendingHours > 0 ? `, ${balance.pendingHours.toFixed(2)} pending` : ''}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <form onSubmit={send} noValidate>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label="Category"
              data={pto.data.balances.map((balance) => balance.category)}
              value={chosen}
              onChange={(event) => setCategory(event.currentTarget.value)}
            />
            <TextInput type="date" label="From" required value={startDate} onChange={(event) => setStartDate(event.currentTarget.value)} />
            <NumberInput label="Hours" w={100} min={0.25} step={0.25} decimalScale={2} value={hours} onChange={setHours} />
            <TextInput label="Note" maxLength={500} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
            <Button type="submit" loading={request.isPending} disabled={!startDate}>
              Request PTO
            </Button>
          </Group>
        </form>
        {request.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {request.error.message}
          </Alert>
        )}
        {pto.data.requests.length > 0 && (
          <ScrollRegion label="Your PTO requests" minWidth={420}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>From</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Hours</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pto.data.requests.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{entry.startDate}</Table.Td>
                    <Table.Td>{entry.category}</Table.Td>
                    <Table.Td>{entry.hours.toFixed(2)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={requestStatus[entry.status].color}>
                        {requestStatus[entry.status].label}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Stack>
    </Card>
  );
}
