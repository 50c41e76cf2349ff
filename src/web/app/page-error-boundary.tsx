import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { withCarriedSubdomain } from '../../domain/tenancy.ts';
import { StatusPanel } from '../components/status-panel.tsx';
import { currentTenancy } from '../tenancy/current-tenancy.ts';
import { PRODUCT_NAME } from './product-name.ts';

/** Shows what went wrong in place of its pages when rendering one failed, or fetching its code, until the next navigation. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary locationKey={key}>{children}</ErrorBoundary>;
}

interface ErrorBoundaryProps {
  /** The history entry shown, a new one at each navigation. */
  locationKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  hasFailed: boolean;
  locationKey: string;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasFailed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { hasFailed: false, locationKey: props.locationKey };
  }

  override render() {
    return this.state.hasFailed ? <PageErrorPanel /> : this.props.children;
  }
}

function PageErrorPanel() {
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
            {/* A full page load: what failed may be the app's state. */}
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
