import { Alert, Button, Card, Group, Modal, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { periodLabel } from '../../../domain/time-card-notices.ts';
import type { TimecardSettings } from '../../../domain/timecard-settings.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { type Approvals, approvalsQuery, timesheetQuery, useReviewPtoRequest, useReviewTimesheet } from './time-cards-queries.ts';
import { TimesheetTable } from './timesheet-table.tsx';

type Waiting = Approvals['timesheets'][number];

const hoursOf = (totals: Record<string, unknown>, key: string) => (typeof totals[key] === 'number' ? totals[key] : 0).toFixed(2);

/** Org admins: submitted periods to approve or send back with a comment, and PTO requests. */
export function ApprovalsPanel({ settings }: { settings: TimecardSettings }) {
  const { dateFormat } = useDateTimeSettings();
  const approvals = useQuery(approvalsQuery());
  const reviewPto = useReviewPtoRequest();
  const [open, setOpen] = useState<Waiting | null>(null);
  if (approvals.isPending) return <PageLoader label="Loading approvals..." />;
  if (approvals.isError) return <LoadFailure title="Could not load the approvals" message={approvals.error.message} />;
  const { timesheets, ptoRequests } = approvals.data;

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby="approvals-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="approvals-title">
            Timesheets Waiting for Approval
          </Title>
          {timesheets.length === 0 ? (
            <Text c="dimmed" size="sm">
              Nothing is waiting for approval.
            </Text>
          ) : (
            <ScrollRegion label="Timesheets waiting for approval" minWidth={560}>
              <Table verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Pay period</Table.Th>
                    <Table.Th ta="right">Regular</Table.Th>
                    <Table.Th ta="right">Overtime</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {timesheets.map((sheet) => (
                    <Table.Tr key={sheet.id}>
                      <Table.Td>{sheet.userName}</Table.Td>
                      <Table.Td>{periodLabel(sheet.periodStart, sheet.periodEnd, dateFormat)}</Table.Td>
                      <Table.Td ta="right">{hoursOf(sheet.totals, 'regularHours')}</Table.Td>
                      <Table.Td ta="right">{hoursOf(sheet.totals, 'overtimeHours')}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setOpen(sheet)}
                          aria-label={`Review ${sheet.userName}'s timesheet`}
                        >
                          Review
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          )}
        </Stack>
      </Card>

      {settings.ptoTracking.enabled && (
        <Card withBorder padding="lg" component="section" aria-labelledby="pto-approvals-title">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="pto-approvals-title">
              PTO Requests
            </Title>
            {ptoRequests.length === 0 ? (
              <Text c="dimmed" size="sm">
                No PTO request is waiting.
              </Text>
            ) : (
              ptoRequests.map((request) => (
                <Group key={request.id} justify="space-between" gap="xs">
                  <Text size="sm">
                    {request.userName}: {request.hours.toFixed(2)} h of {request.category} from {request.startDate}
                    {request.note ? ` (${request.note})` : ''}
                  </Text>
                  <Group gap="xs">
                    <Button size="xs" onClick={() => reviewPto.mutate({ id: request.id, decision: 'approve' })}>
                      Approve
                    </Button>
                    <Button size="xs" variant="default" onClick={() => reviewPto.mutate({ id: request.id, decision: 'reject' })}>
                      Decline
                    </Button>
                  </Group>
                </Group>
              ))
            )}
            {reviewPto.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
                {reviewPto.error.message}
              </Alert>
            )}
          </Stack>
        </Card>
      )}

      <ReviewModal waiting={open} settings={settings} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function ReviewModal({ waiting, settings, onClose }: { waiting: Waiting | null; settings: TimecardSettings; onClose: () => void }) {
  const { dateFormat } = useDateTimeSettings();
  const sheet = useQuery({ ...timesheetQuery(waiting?.periodStart ?? null, waiting?.userId ?? null), enabled: waiting !== null });
  const review = useReviewTimesheet();
  const [comment, setComment] = useState('');

  function decide(decision: 'approve' | 'reject') {
    if (!waiting) return;
    review.mutate(
      { id: waiting.id, decision, comment },
      {
        onSuccess: () => {
          setComment('');
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened={waiting !== null}
      onClose={onClose}
      size="xl"
      title={waiting ? `${waiting.userName} · ${periodLabel(waiting.periodStart, waiting.periodEnd, dateFormat)}` : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {sheet.isPending ? (
          <PageLoader label="Loading the timesheet..." />
        ) : sheet.isError ? (
          <LoadFailure title="Could not load the timesheet" message={sheet.error.message} />
        ) : (
          <>
            <Text size="sm">
              Regular {sheet.data.totals.regularHours.toFixed(2)} h · Overtime {sheet.data.totals.overtimeHours.toFixed(2)} h · Total{' '}
              {sheet.data.totals.totalHours.toFixed(2)} h
            </Text>
            <TimesheetTable days={sheet.data.days} settings={settings} holidays={sheet.data.holidays} />
          </>
        )}
        <Textarea
          label="Comment"
          description="Required to send the timesheet back; shown to the person"
          autosize
          minRows={2}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        {review.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {review.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={16} />}
            loading={review.isPending && review.variables?.decision === 'reject'}
            onClick={() => decide('reject')}
          >
            Reject
          </Button>
          <Button
            leftSection={<IconCheck size={16} />}
            loading={review.isPending && review.variables?.decision === 'approve'}
            onClick={() => decide('approve')}
          >
            Approve
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
