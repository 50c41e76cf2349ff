import { Button, Center } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { useEffect, useRef } from 'react';

/** Loads the next page when it scrolls into view; a button for keyboards and for when scrolling is not how one reads. */
export function LoadMore({ isLoading, onLoad }: { isLoading: boolean; onLoad(): void }) {
  const { ref, inViewport } = useInViewport();
  const latest = useRef(onLoad);
  latest.current = onLoad;
  useEffect(() => {
    if (inViewport && !isLoading) latest.current();
  }, [inViewport, isLoading]);
  return (
    <Center ref={ref} py="sm">
      <Button variant="default" loading={isLoading} onClick={onLoad}>
        Load more
      </Button>
    </Center>
  );
}
