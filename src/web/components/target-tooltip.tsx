import { Tooltip } from '@mantine/core';
import { useState } from 'react';

/**
 * Mantine's tooltip attached to an element already in the page, which it leaves as it is. Open at once if the
 * pointer that asked for it is still over the element.
 */
export function TargetTooltip({ label, target }: { label: string; target: HTMLElement }) {
  const [isHovered] = useState(() => target.matches(':hover'));
  return <Tooltip label={label} target={target} defaultOpened={isHovered} />;
}
