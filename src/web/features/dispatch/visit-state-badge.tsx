import { Badge, type BadgeProps } from '@mantine/core';
import { type VisitState, visitStateColors, visitStateLabels } from '../../../domain/visit-state.ts';
import { toneOf } from '../tickets/ticket-badges.tsx';

/** Where a visit stands, in its colour: Scheduled, On the way, Late, On site, Done. */
export function VisitStateBadge({ state, size = 'sm' }: { state: VisitState; size?: BadgeProps['size'] }) {
  return (
    <Badge {...toneOf(visitStateColors[state])} variant="light" size={size} radius="sm" style={{ flexShrink: 0 }}>
      {visitStateLabels[state]}
    </Badge>
  );
}
