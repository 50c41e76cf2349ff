import { Alert, Button, Card, Group, NativeSelect, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLifebuoy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { escalationPriority, isEscalationRequest } from '../../../domain/escalation.ts';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { ticketMessages } from '../../../domain/ticket-messages.ts';
import { DEFAULT_PRIORITY, type Priority, priorities, priorityLabels } from '../../../domain/ticket-status.ts';
import { ApiError } from '../../api/api-error.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { TenantLink, useTenantPath } from '../../tenancy/tenant-link.tsx';
import { PermissionGate } from '../access-settings/permission-gate.tsx';
import { CustomFieldInputs } from '../ticket-fields/custom-field-inputs.tsx';
import { type FieldDraft, valuesOfDrafts } from '../ticket-fields/field-drafts.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { useChosenFiles } from './attachment-uploads.ts';
import { BackToTickets } from './back-to-tickets.tsx';
import { CustomerField, type CustomerFieldValue } from './customer-field.tsx';
import { escalationTip } from './escalation-tip.ts';
import { useCreateTicket } from './ticket-changes.ts';

const priorityOptions = priorities.map((priority) => ({ value: priority, label: priorityLabels[priority] }));

/** What the server's refusal reads as on this form. */
function failureText(error: Error, isEscalation: boolean): string {
  if (error instanceof ApiError && error.code === 'escalation_unavailable') return ticketMessages.escalationFailed;
  return isEscalation ? `Error creating escalated ticket: ${error.message}` : `Error creating ticket: ${error.message}`;
}

/** /tickets/new: a ticket for a customer, or an escalation to the platform's support team. */
export function NewTicketPage() {
  return (
    <PermissionGate permission="tickets.create">
      <NewTicketForm />
    </PermissionGate>
  );
}

function NewTicketForm() {
  const { organization } = useWorkspace();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();
  const createTicket = useCreateTicket();
  const [subject, setSubject] = useState('');
  const [customer, setCustomer] = useState<CustomerFieldValue>({ text: '', chosen: null });
  const [description, setDescription] = useState('');
  const files = useChosenFiles();
  const [priority, setPriority] = useState<Priority>(DEFAULT_PRIORITY);
  const [isEscalateOn, setIsEscalateOn] = useState(false);
  const [fieldDrafts, setFieldDrafts] = useState<Record<string, FieldDraft>>({});
  // The reminder waits until someone has left a field: an empty form is not yet a mistake.
  const [hasLeftAField, setHasLeftAField] = useState(false);

  const hasMarker = isEscalationRequest(customer.text, PRODUCT_NAME);
  const isEscalation = isEscalateOn || hasMarker;
  const isComplete = !!subject.trim() && !!description.trim() && (isEscalation || !!customer.text.trim());
  const isPriorityRaised = isEscalation && escalationPriority(priority) !== priority;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isComplete || createTicket.isPending) return;
    createTicket.mutate(
      {
        subject,
        description,
        priority,
        customerName: customer.text,
        ...(customer.chosen && !isEscalation ? { customerId: customer.chosen.id } : {}),
        escalate: isEscalation,
        attachments: isEscalation ? [] : files.sent,
        // Platform support has its own fields: an escalation takes none of the organization's.
        customFields: isEscalation ? {} : valuesOfDrafts(fieldDrafts),
      },
      {
        onSuccess: (ticket) => {
          notifications.show({ color: 'green', message: `Ticket ${ticket.ticketNumber} created.` });
          navigate(tenantPath(`/tickets/${ticket.id}`));
        },
      },
    );
  }

  return (
    <>
      <title>{`New Ticket · ${organization.name}`}</title>
      <Stack gap="lg" maw={760}>
        <div>
          <BackToTickets />
          <Title order={1} fz={{ base: 26, sm: 30 }} mt={4}>
            New Ticket
          </Title>
          <Text c="dimmed" size="sm" mt={2}>
            Open a ticket for one of your customers, or escalate to the {PRODUCT_NAME} support team.
          </Text>
        </div>

        <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} onBlur={() => setHasLeftAField(true)} noValidate>
          <Stack gap="md">
            <TextInput
              label="Subject"
              withAsterisk
              value={subject}
              onChange={(event) => setSubject(event.currentTarget.value)}
              maxLength={ticketLimits.subject}
            />
            <CustomerField
              value={customer}
              onChange={setCustomer}
              isRequired={!isEscalation}
              isSearching={!hasMarker}
              description={organization.isPlatform ? undefined : escalationTip}
            />
            {!organization.isPlatform && (
              <Switch
                label="Escalate to platform support"
                checked={isEscalation}
                // Held on, not greyed out, while the customer field names platform support: it says why.
                readOnly={hasMarker}
                aria-readonly={hasMarker}
                description={hasMarker ? 'On because the customer field names platform support.' : undefined}
                onChange={(event) => setIsEscalateOn(event.currentTarget.checked)}
              />
            )}
            {isEscalation && (
              <Alert
                color="grape"
                variant="light"
                role="status"
                icon={<IconLifebuoy size={18} />}
                title={`Escalation to ${PRODUCT_NAME} support`}
              >
                This ticket goes to the {PRODUCT_NAME} platform support team instead of one of your customers, so no customer is needed. You
                follow it in your ticket list.
              </Alert>
            )}
            <Textarea
              label="Description"
              withAsterisk
              rows={6}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              maxLength={ticketLimits.description}
            />
            {/* Files stay in the organization: an escalation describes them in words. */}
            {!isEscalation && <AttachmentPicker chosen={files} />}
            <NativeSelect
              label="Priority"
              data={priorityOptions}
              value={priority}
              onChange={(event) => setPriority(event.currentTarget.value as Priority)}
              description={isPriorityRaised ? 'Raised to Medium: escalations start at Medium priority.' : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            {!isEscalation && <CustomFieldInputs drafts={fieldDrafts} onChange={setFieldDrafts} />}

            {createTicket.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {failureText(createTicket.error, isEscalation)}
              </Alert>
            )}

            <Group justify="space-between" gap="sm" mt="xs">
              <Text size="sm" c="dimmed" aria-live="polite">
                {isComplete || !hasLeftAField ? '' : ticketMessages.requiredFields}
              </Text>
              <Group gap="sm">
                <Button variant="default" component={TenantLink} to="/tickets">
                  Cancel
                </Button>
                <Button type="submit" disabled={!isComplete || files.isUploading} loading={createTicket.isPending}>
                  {isEscalation ? 'Create Escalation' : 'Create Ticket'}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
