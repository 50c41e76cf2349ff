import { Anchor, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCar, IconChecklist, IconMapPin, IconMapPinCheck, IconNotes, IconPhone, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DateTimeSettings } from '../../../domain/datetime-settings.ts';
import { formatVisitDay, formatVisitTime } from '../../../domain/visit-state.ts';
import { instantOfLocal } from '../../../domain/zoned-time.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { useWorkOrderRefresh } from '../work-orders/work-orders-queries.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { myDayQuery, useVisitStep, type Visit, type VisitStep } from './my-day-queries.ts';
import { VisitClock } from './visit-clock.tsx';
import { VisitStateBadge } from './visit-state-badge.tsx';

/** A phone number as a dialler link: only its digits and a leading plus. */
const telHrefOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** Opens the phone's maps app on the address (a browser tab on a computer). */
const mapsHrefOf = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** /my-day: the signed-in technician's visits of today, in order, with On my way, Arrived and Complete; phone first. */
export function MyDayPage() {
  const { account, organization } = useWorkspace();
  const day = useQuery(myDayQuery(account.user.id));
  const settings = useDateTimeSettings();
  // A dispatcher's move, or a completion on another screen, shows here within moments.
  useWorkOrderRefresh();

  const visits = day.data?.visits ?? [];
  const dayLabel = day.data ? formatVisitDay(instantOfLocal(day.data.date, '12:00', day.data.timeZone), settings) : null;
  return (
    <>
      <title>{`My Day · ${organization.name}`}</title>
      <Stack gap="lg" maw={720}>
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            My Day
          </Title>
          <Text c="dimmed" size="sm" mt={2}>
            {dayLabel ? `${dayLabel} · ${visits.length === 1 ? '1 visit' : `${visits.length} visits`}` : 'Your visits of today, in order'}
          </Text>
        </div>
        <VisitClock visits={visits} settings={settings} />
        {day.isPending ? (
          <PageLoader label="Loading your day..." />
        ) : day.isError ? (
          <LoadFailure
            title="Could not load your day"
            message={day.error.message}
            onRetry={() => void day.refetch()}
            isRetrying={day.isFetching}
          />
        ) : visits.length === 0 ? (
          <Card withBorder radius="md" padding="xl">
            <EmptyState
              icon={<IconMapPin size={28} />}
              withIndicatorBackground
              title="No visits today"
              description="When a dispatcher schedules a visit for you today, it appears here with the customer's address and phone."
            />
          </Card>
        ) : (
          <Stack component="ol" gap="md" aria-label="Today's visits" m={0} p={0} style={{ listStyle: 'none' }}>
            {visits.map((visit) => (
              <VisitCard key={visit.id} visit={visit} settings={settings} />
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}

/** The buttons share a row while they fit, one under the other on the narrowest phones. */
const fill = { flex: '1 0 auto' };

const stepTexts: Record<VisitStep, { done: string; failed: string }> = {
  on_my_way: { done: 'on the way', failed: 'Could not mark On my way' },
  arrived: { done: 'arrived, the work order is in progress', failed: 'Could not mark Arrived' },
};

function VisitCard({ visit, settings }: { visit: Visit; settings: DateTimeSettings }) {
  const step = useVisitStep(visit.id);
  const window =
    visit.start && visit.arrivalDeadline
      ? `${formatVisitTime(new Date(visit.start), settings)} to ${formatVisitTime(new Date(visit.arrivalDeadline), settings)}`
      : 'No time set';
  const isPending = visit.status === 'pending';
  const canStartOut = isPending && !visit.enRouteAt && (visit.state === 'scheduled' || visit.state === 'late');
  const canArrive = isPending && !visit.arrivedAt;

  function report(which: VisitStep) {
    step.mutate(which, {
      onSuccess: () => notifications.show({ color: 'green', message: `${visit.workOrderNumber}: ${stepTexts[which].done}.` }),
      onError: (error) => notifications.show({ color: 'red', title: stepTexts[which].failed, message: error.message }),
    });
  }

  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={`${window}: ${visit.workOrderNumber} ${visit.title}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={700} lh={1.3} style={{ whiteSpace: 'nowrap' }}>
              {window}
            </Text>
            <Text size="xs" c="dimmed">
              Arrival window
            </Text>
          </div>
          <VisitStateBadge state={visit.state} size="md" />
        </Group>
        <Anchor
          component={TenantLink}
          to={`/work-orders/${visit.id}`}
          fw={600}
          c="var(--mantine-color-text)"
          style={{ overflowWrap: 'anywhere' }}
        >
          {visit.workOrderNumber} · {visit.title}
        </Anchor>
        <Stack gap={6}>
          {visit.customerName && <VisitFact icon={<IconUser size={18} />}>{visit.customerName}</VisitFact>}
          {visit.customerPhone && (
            <VisitFact icon={<IconPhone size={18} />}>
              <Anchor
                href={telHrefOf(visit.customerPhone)}
                aria-label={`Call ${visit.customerName ?? 'the customer'} at ${visit.customerPhone}`}
              >
                {visit.customerPhone}
              </Anchor>
            </VisitFact>
          )}
          {visit.address && (
            <VisitFact icon={<IconMapPin size={18} />}>
              <Anchor
                href={mapsHrefOf(visit.address)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Directions to ${visit.address} (opens maps)`}
              >
                {visit.address}
              </Anchor>
            </VisitFact>
          )}
          {visit.description.trim() && (
            <VisitFact icon={<IconNotes size={18} />}>
              <Text size="sm" component="span" style={{ whiteSpace: 'pre-line' }}>
                {visit.description}
              </Text>
            </VisitFact>
          )}
        </Stack>
        {(canStartOut || canArrive || visit.state === 'on_site') && (
          <Group gap="sm">
            {canStartOut && (
              <Button
                size="md"
                px="sm"
                style={fill}
                variant="light"
                leftSection={<IconCar size={18} />}
                loading={step.isPending && step.variables === 'on_my_way'}
                disabled={step.isPending}
                onClick={() => report('on_my_way')}
              >
                On my way
              </Button>
            )}
            {canArrive && (
              <Button
                size="md"
                px="sm"
                style={fill}
                leftSection={<IconMapPinCheck size={18} />}
                loading={step.isPending && step.variables === 'arrived'}
                disabled={step.isPending}
                onClick={() => report('arrived')}
              >
                Arrived
              </Button>
            )}
            {visit.state === 'on_site' && (
              <Button
                size="md"
                px="sm"
                style={fill}
                component={TenantLink}
                to={`/work-orders/${visit.id}`}
                leftSection={<IconChecklist size={18} />}
              >
                Complete
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function VisitFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text c="dimmed" component="span" display="flex" mt={2} aria-hidden>
        {icon}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
