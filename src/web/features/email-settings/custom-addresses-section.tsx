import { ActionIcon, Alert, Badge, Button, Card, Code, Group, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconMailForward, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatRelativeTime } from '../../../domain/relative-time.ts';
import { ActionsColumnHeader } from '../../components/actions-column-header.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import {
  type MailAddress,
  mailAddressesQuery,
  useAddMailAddress,
  useRemoveMailAddress,
  useResendAddressCheck,
} from './mail-addresses-queries.ts';

/**
 * Settings → Email: the organization's own addresses (help@acme.com), shown while the server receives mail for its
 * domain. Each forwards to the organization's address on Tandem; a check mail coming back through that forwarding
 * verifies it, and only then does its mail open tickets.
 */
export function CustomAddressesSection() {
  const addresses = useQuery(mailAddressesQuery());
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="custom-addresses-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="custom-addresses-title">
            Your own addresses
          </Title>
          <Text size="sm" c="dimmed">
            Customers can also write to an address of your own domain. Forward it to your Tandem address, add it here, and Tandem sends it a
            check: once the check comes back through the forwarding, mail to it opens tickets.
          </Text>
        </div>
        {addresses.isPending ? (
          <PageLoader label="Loading your addresses…" />
        ) : addresses.isError ? (
          <LoadFailure
            title="Could not load your addresses"
            message={addresses.error.message}
            onRetry={() => void addresses.refetch()}
            isRetrying={addresses.isFetching}
          />
        ) : (
          <>
            <Group gap="xs">
              <IconMailForward size={18} aria-hidden />
              <Text size="sm">
                Forward to <Code>{addresses.data.forwardTo}</Code>
              </Text>
            </Group>
            <AddressTable addresses={addresses.data.addresses} />
            <AddAddressForm />
          </>
        )}
      </Stack>
    </Card>
  );
}

function AddressTable({ addresses }: { addresses: MailAddress[] }) {
  const resend = useResendAddressCheck();
  const remove = useRemoveMailAddress();
  const failure = resend.error ?? remove.error;
  if (addresses.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No addresses of your own yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {failure && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {failure.message}
        </Alert>
      )}
      <Table verticalSpacing="xs" aria-label="Your own addresses">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Address</Table.Th>
            <Table.Th>Status</Table.Th>
            <ActionsColumnHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {addresses.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{entry.address}</Table.Td>
              <Table.Td>
                {entry.status === 'verified' ? (
                  <Badge color="green" variant="light">
                    Verified
                  </Badge>
                ) : (
                  <Stack gap={2}>
                    <Badge color="yellow" variant="light">
                      Waiting for its check
                    </Badge>
                    <Text size="xs" c="dimmed">
                      Sent {formatRelativeTime(new Date(entry.checkSentAt), new Date())}
                    </Text>
                  </Stack>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {entry.status === 'waiting' && (
                    <Button
                      variant="subtle"
                      size="xs"
                      loading={resend.isPending && resend.variables === entry.id}
                      onClick={() => resend.mutate(entry.id)}
                    >
                      Send check again
                    </Button>
                  )}
                  <Tooltip label={`Remove ${entry.address}`}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${entry.address}`}
                      loading={remove.isPending && remove.variables === entry.id}
                      onClick={() => remove.mutate(entry.id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function AddAddressForm() {
  const [address, setAddress] = useState('');
  const add = useAddMailAddress();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(address, { onSuccess: () => setAddress('') });
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Add an address"
          placeholder="help@yourcompany.com"
          type="email"
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          error={add.error?.message}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} leftSection={<IconPlus size={16} />} loading={add.isPending} disabled={address.trim() === ''}>
          Add and send check
        </Button>
      </Group>
    </form>
  );
}
