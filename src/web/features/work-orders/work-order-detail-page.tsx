import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  FileButton,
  Grid,
  Group,
  Image,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconCamera,
  IconCheck,
  IconDownload,
  IconEdit,
  IconPlayerPlay,
  IconRotateClockwise,
  IconSignature,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { type Priority, priorities, priorityLabels } from '../../../domain/ticket-status.ts';
import { fieldNameOf, isFormField, knownFieldOf, knownValuesOf } from '../../../domain/work-order-layout.ts';
import type { WorkOrderSettings } from '../../../domain/work-order-settings.ts';
import { canSignOrComplete, workOrderMessages, workOrderStatusLabels } from '../../../domain/work-order-status.ts';
import { ApiError } from '../../api/api-error.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { downloadProtectedFile, useProtectedImage } from '../../components/protected-files.ts';
import { SkillsInput } from '../../components/skills-input.tsx';
import { TenantLink, useTenantPath } from '../../tenancy/tenant-link.tsx';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { LayoutDocument } from './layout-document.tsx';
import { SignatureDialog } from './signature-dialog.tsx';
import { WorkOrderPriorityBadge, WorkOrderStatusBadge } from './work-order-badges.tsx';
import { CustomerSelect, HoursInput, ScheduledInput, skillsHint, TechnicianSelect } from './work-order-fields.tsx';
import {
  useAddWorkOrderPhoto,
  useChangeWorkOrderStatus,
  useCompleteWorkOrder,
  useRemoveWorkOrderPhoto,
  useReopenWorkOrder,
  useSignWorkOrder,
  useUpdateWorkOrder,
  useWorkOrderRefresh,
  type WorkOrderChange,
  type WorkOrderDetail,
  workOrderDetailQuery,
  workOrderSettingsQuery,
} from './work-orders-queries.ts';

/** /work-orders/{id}: the work order, its inline edit, the work from start to signature and completion, and its document. */
export function WorkOrderDetailPage() {
  const { workOrderId = '' } = useParams();
  const { account, organization } = useWorkspace();
  const pathOf = useTenantPath();
  const detail = useQuery(workOrderDetailQuery(account.user.id, workOrderId));
  const settings = useQuery(workOrderSettingsQuery());
  useWorkOrderRefresh();

  if (detail.isPending || settings.isPending) return <PageLoader label="Loading the work order..." />;
  if (detail.isError) {
    const isMissing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    if (!isMissing) return <Navigate to={pathOf('/work-orders')} replace />;
    return (
      <Card withBorder radius="md" padding="xl" maw={640}>
        <Stack align="center" gap="sm">
          <Title order={1} fz="xl">
            {workOrderMessages.notFound}
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            It may have been removed, or it belongs to another organization.
          </Text>
          <Button component={TenantLink} to="/work-orders" leftSection={<IconArrowLeft size={16} />}>
            Back to work orders
          </Button>
        </Stack>
      </Card>
    );
  }
  const workOrderSettings = settings.data?.settings;
  if (!workOrderSettings) return <PageLoader label="Loading the work order..." />;
  return (
    <>
      <title>{`${detail.data.workOrderNumber} · ${organization.name}`}</title>
      <WorkOrderView workOrder={detail.data} settings={workOrderSettings} />
    </>
  );
}

function WorkOrderView({ workOrder, settings }: { workOrder: WorkOrderDetail; settings: WorkOrderSettings }) {
  const { role } = useWorkspace();
  const isAdmin = role === 'org_admin' || role === 'super_admin';
  const [isSigning, setIsSigning] = useState(false);
  const status = useChangeWorkOrderStatus(workOrder.id);
  const sign = useSignWorkOrder(workOrder.id);
  const complete = useCompleteWorkOrder(workOrder.id);
  const reopen = useReopenWorkOrder(workOrder.id);
  const [problem, setProblem] = useState<string | null>(null);
  const isInProgress = canSignOrComplete(workOrder.status);
  const isCompleted = workOrder.status === 'completed';
  const onError = (error: Error) => setProblem(error.message);

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Button component={TenantLink} to="/work-orders" variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} />}>
          Back to work orders
        </Button>
        <Group gap="xs" mt={6}>
          <Text fw={600} c="dimmed" size="sm">
            {workOrder.workOrderNumber}
          </Text>
          <WorkOrderStatusBadge status={workOrder.status} hasIcon={settings.showStatusIcons} size="md" />
          <WorkOrderPriorityBadge priority={workOrder.priority} isColored={settings.showPriorityColors} size="md" />
        </Group>
        <Title order={1} fz={{ base: 22, sm: 28 }} mt={2} style={{ overflowWrap: 'anywhere' }}>
          {workOrder.title}
        </Title>
        {workOrder.ticketId && (
          <Text size="sm" mt={4}>
            From ticket <TenantLink to={`/tickets/${workOrder.ticketId}`}>{workOrder.ticketNumber}</TenantLink>
          </Text>
        )}
      </div>

      <Group gap="xs" wrap="wrap">
        {workOrder.status === 'pending' && (
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            loading={status.isPending}
            onClick={() => status.mutate('in_progress', { onError })}
          >
            Start
          </Button>
        )}
        {isInProgress && (
          <>
            <Button variant="light" leftSection={<IconSignature size={16} />} onClick={() => setIsSigning(true)}>
              {workOrder.signature ? 'Sign Again' : 'Signature'}
            </Button>
            <Button
              leftSection={<IconCheck size={16} />}
              loading={complete.isPending}
              onClick={() => complete.mutate(undefined, { onError, onSuccess: () => setProblem(null) })}
            >
              Mark Complete
            </Button>
          </>
        )}
        {(workOrder.status === 'pending' || isInProgress) && (
          <Button
            variant="default"
            leftSection={<IconX size={16} />}
            loading={status.isPending}
            onClick={() => status.mutate('cancelled', { onError })}
          >
            Cancel Work Order
          </Button>
        )}
        {workOrder.status === 'cancelled' && (
          <Button variant="default" loading={status.isPending} onClick={() => status.mutate('pending', { onError })}>
            Reopen as Pending
          </Button>
        )}
        {isCompleted && workOrder.documentUrl && (
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={() => void downloadProtectedFile(workOrder.documentUrl as string, `${workOrder.workOrderNumber}.pdf`).catch(onError)}
          >
            Download PDF
          </Button>
        )}
        {isCompleted && isAdmin && (
          <Button
            variant="default"
            leftSection={<IconRotateClockwise size={16} />}
            loading={reopen.isPending}
            onClick={() => reopen.mutate(undefined, { onError })}
          >
            Reopen
          </Button>
        )}
      </Group>

      {isInProgress && (
        <Box hiddenFrom="sm">
          <Button variant="outline" fullWidth h={72} leftSection={<IconSignature size={22} />} onClick={() => setIsSigning(true)}>
            Tap to sign
          </Button>
        </Box>
      )}

      {problem && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          title={workOrderMessages.updateFailed}
          withCloseButton
          onClose={() => setProblem(null)}
        >
          {problem}
        </Alert>
      )}
      {isCompleted && (
        <Alert color="green" icon={<IconCheck size={18} />} title="Completed">
          This work order is signed and closed: it can no longer be changed{isAdmin ? ' unless you reopen it' : ''}.
        </Alert>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <DetailsCard workOrder={workOrder} settings={settings} isLocked={isCompleted} />
            <PhotosCard workOrder={workOrder} isLocked={isCompleted} />
            <SignatureCard workOrder={workOrder} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <DocumentCard workOrder={workOrder} />
        </Grid.Col>
      </Grid>

      <SignatureDialog
        isOpen={isSigning}
        onClose={() => setIsSigning(false)}
        isSaving={sign.isPending}
        error={sign.isError ? sign.error.message : null}
        onSave={(signature) =>
          sign.mutate(signature, {
            onSuccess: () => {
              setIsSigning(false);
              notifications.show({ color: 'green', message: workOrderMessages.signatureSaved });
            },
          })
        }
      />
    </Stack>
  );
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </Group>
  );
}

function DetailsCard({ workOrder, settings, isLocked }: { workOrder: WorkOrderDetail; settings: WorkOrderSettings; isLocked: boolean }) {
  const [isEditing, setIsEditing] = useState(false);
  const formats = useDateFormats();
  const when = (iso: string | null) => (iso ? formats.dateTime(iso) : 'Not scheduled');
  const customFields = workOrder.layout.filter(isFormField).filter((element) => knownFieldOf(fieldNameOf(element)) === null);

  useEffect(() => {
    if (isLocked) setIsEditing(false);
  }, [isLocked]);

  if (isEditing) return <EditForm workOrder={workOrder} onDone={() => setIsEditing(false)} />;
  return (
    <Section
      title="Details"
      action={
        !isLocked && (
          <Button size="xs" variant="default" leftSection={<IconEdit size={14} />} onClick={() => setIsEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      <Stack gap="xs">
        <Fact label="Customer">{workOrder.customerName ?? 'No customer'}</Fact>
        <Fact label="Technician">{workOrder.assigneeName ?? 'Unassigned'}</Fact>
        <Fact label="Scheduled">{when(workOrder.scheduledDate)}</Fact>
        <Fact label="Address">{workOrder.address ?? '—'}</Fact>
        <Fact label="Required skills">{workOrder.requiredSkills.length > 0 ? workOrder.requiredSkills.join(', ') : '—'}</Fact>
        {settings.showEstimatedHours && <Fact label="Estimated hours">{workOrder.estimatedHours ?? '—'}</Fact>}
        <Fact label="Actual hours">{workOrder.actualHours ?? '—'}</Fact>
        <Fact label="Status">{workOrderStatusLabels[workOrder.status]}</Fact>
        {customFields.map((field) => (
          <Fact key={field.id} label={fieldNameOf(field)}>
            {workOrder.formValues[field.id] || '—'}
          </Fact>
        ))}
        {workOrder.reopenedAt && <Fact label="Reopened">{when(workOrder.reopenedAt)}</Fact>}
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {workOrder.description || 'No description.'}
        </Text>
      </Stack>
    </Section>
  );
}

function EditForm({ workOrder, onDone }: { workOrder: WorkOrderDetail; onDone(): void }) {
  const update = useUpdateWorkOrder(workOrder.id);
  const customFields = workOrder.layout.filter(isFormField).filter((element) => knownFieldOf(fieldNameOf(element)) === null);
  const [change, setChange] = useState<WorkOrderChange>({});
  const value = <Key extends keyof WorkOrderChange>(key: Key) =>
    (key in change ? change[key] : workOrder[key as keyof WorkOrderDetail]) as NonNullable<WorkOrderChange[Key]> | null;
  const set = (patch: WorkOrderChange) => setChange((current) => ({ ...current, ...patch }));

  return (
    <Section title="Edit Details">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(change, { onSuccess: onDone });
        }}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label="Title"
            value={value('title') ?? ''}
            maxLength={200}
            onChange={(event) => set({ title: event.currentTarget.value })}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            value={value('description') ?? ''}
            onChange={(event) => set({ description: event.currentTarget.value })}
          />
          <CustomerSelect
            value={value('customerId')}
            onChange={(customerId) => set({ customerId })}
            current={workOrder.customerId ? { id: workOrder.customerId, name: workOrder.customerName ?? '' } : null}
          />
          <Select
            label="Priority"
            data={priorities.map((priority) => ({ value: priority, label: priorityLabels[priority] }))}
            value={value('priority')}
            allowDeselect={false}
            onChange={(priority) => priority && set({ priority: priority as Priority })}
          />
          <ScheduledInput value={value('scheduledDate')} onChange={(scheduledDate) => set({ scheduledDate })} />
          <TextInput
            label="Address"
            value={value('address') ?? ''}
            maxLength={500}
            onChange={(event) => set({ address: event.currentTarget.value })}
          />
          <SimpleGrid cols={2} spacing="sm">
            <HoursInput label="Estimated hours" value={value('estimatedHours')} onChange={(estimatedHours) => set({ estimatedHours })} />
            <HoursInput label="Actual hours" value={value('actualHours')} onChange={(actualHours) => set({ actualHours })} />
          </SimpleGrid>
          <TechnicianSelect value={value('assignedTo')} onChange={(assignedTo) => set({ assignedTo })} />
          <SkillsInput
            label="Required skills"
            description={skillsHint}
            value={value('requiredSkills') ?? []}
            onChange={(requiredSkills) => set({ requiredSkills })}
          />
          {customFields.map((field) => (
            <TextInput
              key={field.id}
              label={fieldNameOf(field)}
              value={change.formValues?.[field.id] ?? workOrder.formValues[field.id] ?? ''}
              onChange={(event) => set({ formValues: { ...change.formValues, [field.id]: event.currentTarget.value } })}
            />
          ))}
          {update.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={workOrderMessages.updateFailed}>
              {update.error.message === workOrderMessages.updateFailed ? null : update.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={Object.keys(change).length === 0}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function PhotosCard({ workOrder, isLocked }: { workOrder: WorkOrderDetail; isLocked: boolean }) {
  const add = useAddWorkOrderPhoto(workOrder.id);
  const remove = useRemoveWorkOrderPhoto(workOrder.id);
  const [removing, setRemoving] = useState<{ id: string; label: string } | null>(null);
  const closeRemoval = () => {
    setRemoving(null);
    remove.reset();
  };
  return (
    <Section
      title="Photos"
      action={
        !isLocked && (
          <FileButton onChange={(file) => file && add.mutate(file)} accept="image/png,image/jpeg" capture="environment">
            {(props) => (
              <Button size="xs" variant="light" leftSection={<IconCamera size={14} />} loading={add.isPending} {...props}>
                Add Photo
              </Button>
            )}
          </FileButton>
        )
      }
    >
      {add.isError && (
        <Text size="sm" c="red.8" role="alert" mb="xs">
          {add.error.message}
        </Text>
      )}
      {workOrder.photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          No photos yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {workOrder.photos.map((photo, index) => {
            const label = `Photo ${index + 1}`;
            return (
              <PhotoThumbnail
                key={photo.id}
                url={photo.url}
                label={label}
                onRemove={isLocked ? undefined : () => setRemoving({ id: photo.id, label })}
              />
            );
          })}
        </SimpleGrid>
      )}
      <Modal opened={removing !== null} onClose={closeRemoval} title={`Remove ${removing?.label ?? 'photo'}?`} centered>
        <Text size="sm">The photo is deleted from the work order and cannot be brought back.</Text>
        {remove.isError && (
          <Text size="sm" c="red.8" role="alert" mt="xs">
            {remove.error.message}
          </Text>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={closeRemoval}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => removing && remove.mutate(removing.id, { onSuccess: closeRemoval })}
          >
            Remove Photo
          </Button>
        </Group>
      </Modal>
    </Section>
  );
}

function PhotoThumbnail({ url, label, onRemove }: { url: string; label: string; onRemove?: () => void }) {
  const src = useProtectedImage(url);
  return (
    <Box pos="relative">
      {src ? (
        <Anchor href={src} target="_blank" rel="noopener" aria-label={`${label}, full size`}>
          <Image src={src} alt={label} radius="sm" h={80} fit="cover" />
        </Anchor>
      ) : (
        <Box h={80} bg="var(--mantine-color-gray-1)" style={{ borderRadius: 4 }} aria-label={`${label} loading`} />
      )}
      {onRemove && (
        <ActionIcon
          pos="absolute"
          top={4}
          right={4}
          size="sm"
          color="dark"
          variant="filled"
          radius="xl"
          aria-label={`Remove ${label}`}
          onClick={onRemove}
        >
          <IconX size={14} />
        </ActionIcon>
      )}
    </Box>
  );
}

function SignatureCard({ workOrder }: { workOrder: WorkOrderDetail }) {
  const src = useProtectedImage(workOrder.signature?.url ?? null);
  const formats = useDateFormats();
  return (
    <Section title="Signature">
      {workOrder.signature ? (
        <Stack gap={4}>
          {src && (
            <img
              src={src}
              alt={`Signature of ${workOrder.signature.signerName}`}
              style={{ maxWidth: 300, width: '100%', background: '#fff' }}
            />
          )}
          <Text size="sm">
            Signed by {workOrder.signature.signerName} on {formats.dateTime(workOrder.signature.signedAt)}
          </Text>
          {workOrder.signature.signedByName && (
            <Text size="xs" c="dimmed">
              Captured by {workOrder.signature.signedByName}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {canSignOrComplete(workOrder.status) ? 'Not signed yet.' : 'Signing opens once the work order is started.'}
        </Text>
      )}
    </Section>
  );
}

/** The work order as its document shows it, with the layout version it was filled with. */
function DocumentCard({ workOrder }: { workOrder: WorkOrderDetail }) {
  const formats = useDateFormats();
  const signatureSrc = useProtectedImage(workOrder.signature?.url ?? null);
  const known = knownValuesOf(
    {
      ...workOrder,
      createdAt: new Date(workOrder.createdAt),
      scheduledDate: workOrder.scheduledDate ? new Date(workOrder.scheduledDate) : null,
    },
    formats.dateTime,
  );
  return (
    <Section title="Document">
      {workOrder.layout.length === 0 ? (
        <Text size="sm" c="dimmed">
          This work order was created before a layout existed.
        </Text>
      ) : (
        <LayoutDocument
          elements={workOrder.layout}
          known={known}
          formValues={workOrder.formValues}
          signatureSrc={signatureSrc}
          signatureCaption={workOrder.signature ? `Signed by ${workOrder.signature.signerName}` : null}
        />
      )}
    </Section>
  );
}
