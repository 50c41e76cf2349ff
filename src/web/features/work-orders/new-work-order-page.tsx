import { Alert, Button, Card, Grid, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type Priority, priorities, priorityLabels } from '../../../domain/ticket-status.ts';
import { customFormFields, fieldNameOf, type LayoutElement } from '../../../domain/work-order-layout.ts';
import { workOrderMessages } from '../../../domain/work-order-status.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { SkillsInput } from '../../components/skills-input.tsx';
import { TenantLink, useTenantPath } from '../../tenancy/tenant-link.tsx';
import { ticketDetailQuery } from '../tickets/tickets-queries.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { CustomerSelect, HoursInput, ScheduledInput, skillsHint, TechnicianSelect } from './work-order-fields.tsx';
import { SetupPrompt } from './work-orders-page.tsx';
import { type StoredWorkOrderSettings, useCreateWorkOrder, workOrderLayoutQuery, workOrderSettingsQuery } from './work-orders-queries.ts';

interface TicketSource {
  id: string;
  ticketNumber: string;
  title: string;
  description: string;
  customerId: string | null;
  customerName: string;
}

/** /work-orders/new (optionally ?ticketId=): the form built from the saved layout's fields plus the work order's own. */
export function NewWorkOrderPage() {
  const { account, organization } = useWorkspace();
  const [params] = useSearchParams();
  const ticketId = params.get('ticketId');
  const settings = useQuery(workOrderSettingsQuery());
  const layout = useQuery(workOrderLayoutQuery());
  const ticket = useQuery({ ...ticketDetailQuery(account.user.id, ticketId ?? ''), enabled: ticketId !== null });

  let body: React.ReactNode;
  if (settings.isPending || layout.isPending || (ticketId && ticket.isPending))
    body = <PageLoader label="Loading the work order form..." />;
  else if (settings.isError || layout.isError)
    body = <LoadFailure title="Could not load the work order form" message={(settings.error ?? layout.error)?.message} />;
  else if (!settings.data.workOrdersEnabled) body = <SetupPrompt reason="disabled" />;
  else if (layout.data.version === 0) body = <SetupPrompt reason="layout" />;
  else
    body = (
      <NewWorkOrderForm
        settings={settings.data}
        elements={layout.data.elements}
        ticket={ticket.data ? { ...ticket.data.ticket, title: ticket.data.ticket.displayTitle } : null}
      />
    );

  return (
    <>
      <title>{`New Work Order · ${organization.name}`}</title>
      <Stack gap="lg" maw={900}>
        <div>
          <Button
            component={TenantLink}
            to={ticketId ? `/tickets/${ticketId}` : '/work-orders'}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} />}
          >
            {ticketId ? 'Back to the ticket' : 'Back to work orders'}
          </Button>
          <Title order={1} fz={{ base: 24, sm: 28 }} mt={4}>
            New Work Order
          </Title>
        </div>
        {body}
      </Stack>
    </>
  );
}

function NewWorkOrderForm({
  settings,
  elements,
  ticket,
}: {
  settings: StoredWorkOrderSettings;
  elements: LayoutElement[];
  ticket: TicketSource | null;
}) {
  const navigate = useNavigate();
  const pathOf = useTenantPath();
  const create = useCreateWorkOrder();
  const fields = customFormFields(elements);
  const [title, setTitle] = useState(ticket?.title ?? '');
  const [description, setDescription] = useState(ticket?.description ?? '');
  const [customerId, setCustomerId] = useState<string | null>(ticket?.customerId ?? null);
  const [priority, setPriority] = useState<Priority>(settings.settings.defaultPriority);
  const [scheduledDate, setScheduledDate] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [estimatedHours, setEstimatedHours] = useState<number | null>(null);
  const [assignedTo, setAssignedTo] = useState<string | null>(null);
  const [requiredSkills, setRequiredSkills] = useState<string[]>([]);
  const [formValues, setFormValues] = useState<Record<string, string>>({});
  const [isTitleMissing, setIsTitleMissing] = useState(false);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setIsTitleMissing(true);
      return;
    }
    create.mutate(
      {
        title: title.trim(),
        description,
        customerId,
        priority,
        scheduledDate,
        address: address.trim() || null,
        estimatedHours,
        // Left empty, the settings' auto-assign rule picks the technician.
        ...(assignedTo ? { assignedTo } : {}),
        ticketId: ticket?.id ?? null,
        formValues,
        requiredSkills,
      },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'green', message: workOrderMessages.created });
          void navigate(pathOf(`/work-orders/${created.id}`));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          {ticket && (
            <Text size="sm">
              From ticket <TenantLink to={`/tickets/${ticket.id}`}>{ticket.ticketNumber}</TenantLink> · {ticket.customerName}
            </Text>
          )}
          <TextInput
            label="Title"
            withAsterisk
            value={title}
            maxLength={200}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setIsTitleMissing(false);
            }}
            error={isTitleMissing ? workOrderMessages.titleRequired : undefined}
          />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxLength={5000}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <CustomerSelect
                value={customerId}
                onChange={setCustomerId}
                current={ticket?.customerId ? { id: ticket.customerId, name: ticket.customerName } : null}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="Priority"
                data={priorities.map((value) => ({ value, label: priorityLabels[value] }))}
                value={priority}
                allowDeselect={false}
                onChange={(value) => value && setPriority(value as Priority)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <ScheduledInput value={scheduledDate} onChange={setScheduledDate} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <HoursInput label="Estimated hours" value={estimatedHours} onChange={setEstimatedHours} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Address" maxLength={500} value={address} onChange={(event) => setAddress(event.currentTarget.value)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TechnicianSelect value={assignedTo} onChange={setAssignedTo} />
            </Grid.Col>
            <Grid.Col span={12}>
              <SkillsInput label="Required skills" description={skillsHint} value={requiredSkills} onChange={setRequiredSkills} />
            </Grid.Col>
          </Grid>
          {fields.length > 0 && (
            <Stack gap="sm">
              <Title order={2} fz="md">
                Form fields
              </Title>
              {fields.map((field) =>
                field.isMultiLine ? (
                  <Textarea
                    key={field.id}
                    label={fieldNameOf(field)}
                    autosize
                    minRows={2}
                    maxLength={5000}
                    value={formValues[field.id] ?? ''}
                    onChange={(event) => setFormValues({ ...formValues, [field.id]: event.currentTarget.value })}
                  />
                ) : (
                  <TextInput
                    key={field.id}
                    label={fieldNameOf(field)}
                    maxLength={5000}
                    value={formValues[field.id] ?? ''}
                    onChange={(event) => setFormValues({ ...formValues, [field.id]: event.currentTarget.value })}
                  />
                ),
              )}
            </Stack>
          )}
          {create.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={workOrderMessages.createFailed}>
              {create.error.message === workOrderMessages.createFailed ? null : create.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create Work Order
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
