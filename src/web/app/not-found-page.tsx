import { Button } from '@mantine/core';
import { IconArrowLeft, IconMapSearch } from '@tabler/icons-react';
import { StatusPanel } from '../components/status-panel.tsx';
import { TenantLink } from '../tenancy/tenant-link.tsx';
import { PRODUCT_NAME } from './product-name.ts';

export function NotFoundPage() {
  return (
    <>
      <title>{`Page Not Found · ${PRODUCT_NAME}`}</title>
      <StatusPanel
        icon={<IconMapSearch size={32} stroke={1.5} />}
        title="Page Not Found"
        actions={
          <Button component={TenantLink} to="/" leftSection={<IconArrowLeft size={18} />}>
            Go back home
          </Button>
        }
      >
        The page you are looking for does not exist or has moved.
      </StatusPanel>
    </>
  );
}
