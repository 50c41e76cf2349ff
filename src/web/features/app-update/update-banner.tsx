import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import classes from './update-banner.module.css';

const reloadPage = () => window.location.reload();

type WorkerMessage = { type?: 'SW_UPDATE_AVAILABLE' | 'SW_ACTIVATED' } | null;

/** The banner New Version Available: Update Now lets the waiting version take over and reloads; Later keeps this one. */
export function UpdateBanner({
  container = navigator.serviceWorker,
  reload = reloadPage,
}: {
  container?: ServiceWorkerContainer | undefined;
  reload?: () => void;
}) {
  const [isShown, setIsShown] = useState(false);
  const [isUpdating, setIsUpdating] = useState(false);
  const isUpdateRequested = useRef(false);

  useEffect(() => {
    if (!container) return;
    const reloadOnceUpdated = () => {
      if (isUpdateRequested.current) reload();
    };
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data?.type === 'SW_UPDATE_AVAILABLE') setIsShown(true);
      if (event.data?.type === 'SW_ACTIVATED') reloadOnceUpdated();
    };
    container.addEventListener('message', onMessage);
    container.addEventListener('controllerchange', reloadOnceUpdated);
    // A version announced on an earlier visit, where the user chose Later, is still waiting.
    void container.getRegistration().then((registration) => {
      if (registration?.waiting && container.controller) setIsShown(true);
    });
    return () => {
      container.removeEventListener('message', onMessage);
      container.removeEventListener('controllerchange', reloadOnceUpdated);
    };
  }, [container, reload]);

  async function updateNow() {
    setIsUpdating(true);
    isUpdateRequested.current = true;
    const registration = await container?.getRegistration();
    const waiting = registration?.waiting ?? registration?.installing;
    if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
    else reload();
  }

  if (!isShown) return null;
  return (
    <Paper role="region" aria-label="New Version Available" shadow="lg" radius="lg" p="md" withBorder className={classes.banner}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
          <IconSparkles size={20} stroke={1.75} />
        </ThemeIcon>
        <div className={classes.text}>
          <Text fw={600} size="sm">
            New Version Available
          </Text>
          <Text size="sm" c="dimmed">
            A new version of {PRODUCT_NAME} is ready. Update now to use it.
          </Text>
          <Group gap="xs" mt="sm">
            <Button size="xs" onClick={updateNow} loading={isUpdating}>
              Update Now
            </Button>
            <Button size="xs" variant="default" onClick={() => setIsShown(false)}>
              Later
            </Button>
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
