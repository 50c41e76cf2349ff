import { Badge, type BadgeProps } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconCircleX, IconProgress } from '@tabler/icons-react';
import { type Priority, priorityLabels } from '../../../domain/ticket-status.ts';
import { type WorkOrderStatus, workOrderStatusLabels } from '../../../domain/work-order-status.ts';
import { TicketPriorityBadge } from '../tickets/ticket-badges.tsx';

const statusTones: Record<WorkOrderStatus, string> = { pending: 'yellow', in_progress: 'blue', completed: 'green', cancelled: 'gray' };
const statusIcons = { pending: IconCircleDashed, in_progress: IconProgress, completed: IconCircleCheck, cancelled: IconCircleX };

export function WorkOrderStatusBadge({
  status,
  hasIcon,
  size = 'sm',
}: {
  status: WorkOrderStatus;
  hasIcon: boolean;
  size?: BadgeProps['size'];
}) {
  const Icon = statusIcons[status];
  return (
    <Badge
      color={statusTones[status]}
      c={`color-mix(in srgb, var(--mantine-color-${statusTones[status]}-9) 70%, black)`}
      variant="light"
      size={size}
      radius="sm"
      leftSection={hasIcon ? <Icon size={12} aria-hidden /> : undefined}
    >
      {workOrderStatusLabels[status]}
    </Badge>
  );
}

/** The priority in its colour, or plain when the settings turn priority colours off. */
export function WorkOrderPriorityBadge({
  priority,
  isColored,
  size = 'sm',
}: {
  priority: Priority;
  isColored: boolean;
  size?: BadgeProps['size'];
}) {
  if (isColored) return <TicketPriorityBadge priority={priority} size={size} />;
  return (
    <Badge color="gray" c="var(--mantine-color-text)" variant="outline" size={size} radius="sm">
      {priorityLabels[priority]}
    </Badge>
  );
}
