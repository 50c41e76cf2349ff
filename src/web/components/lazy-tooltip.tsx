import { useMergedRef } from '@mantine/hooks';
import { cloneElement, type ReactElement, type Ref, Suspense, useEffect, useState } from 'react';
import { lazyNamed } from './lazy-named.ts';

const TargetTooltip = lazyNamed(() => import('./target-tooltip.tsx'), 'TargetTooltip');

interface LazyTooltipProps {
  label: string;
  /** One element that takes a ref, as for Mantine's Tooltip. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}

/**
 * A tooltip shown on hover, like Mantine's, whose code (positioning, transitions) is fetched when the pointer
 * first enters the element: the element itself is rendered at once and never replaced, so it keeps its focus.
 */
export function LazyTooltip({ label, children }: LazyTooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [isWanted, setIsWanted] = useState(false);
  const ref = useMergedRef(setTarget, children.props.ref);

  useEffect(() => {
    if (!target || isWanted) return;
    const want = () => setIsWanted(true);
    target.addEventListener('pointerenter', want);
    return () => target.removeEventListener('pointerenter', want);
  }, [target, isWanted]);

  return (
    <>
      {cloneElement(children, { ref })}
      {isWanted && target && (
        <Suspense fallback={null}>
          <TargetTooltip label={label} target={target} />
        </Suspense>
      )}
    </>
  );
}
