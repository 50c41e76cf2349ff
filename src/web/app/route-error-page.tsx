import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { withCarriedSubdomain } from '../../domain/tenancy.ts';
import { StatusPanel } from '../components/status-panel.tsx';
import { currentTenancy } from '../features/tenancy/current-tenancy.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { PRODUCT_NAME } from './product-name.ts';

/** What a route shows when rendering or loading it failed. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <>
      <title>{`Something went wrong · ${PRODUCT_NAME}`}</title>
      <StatusPanel
        icon={<IconAlertTriangle size={32} stroke={1.5} />}
        color="red"
        title="Something went wrong"
        actions={
          <Group justify="center">
            <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
              Reload the page
            </Button>
            {/* A full page load: the router may be what failed. */}
            <Button component="a" href={withCarriedSubdomain('/', currentTenancy())} variant="default">
              Go back home
            </Button>
          </Group>
        }
      >
        This page could not be shown. Reload to try again; if it keeps happening, please let your support team know.
      </StatusPanel>
    </>
  );
}
