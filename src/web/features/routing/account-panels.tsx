import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconBan,
  IconExternalLink,
  IconHourglassHigh,
  IconLock,
  IconLogout,
  IconRefresh,
  IconUserQuestion,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { StatusPanel } from '../../components/status-panel.tsx';
import { useSignOut } from '../../session/use-sign-out.ts';
import type { Account } from '../account/use-account.ts';
import { organizationSiteHref } from './organization-site.ts';

function SignOutButton({ variant = 'filled' }: { variant?: 'filled' | 'default' }) {
  const signOut = useSignOut();
  async function logOut() {
    const problem = await signOut();
    if (problem) notifications.show({ color: 'red', title: 'Could not sign out', message: problem });
  }
  return (
    <Button variant={variant} leftSection={<IconLogout size={18} />} onClick={logOut}>
      Sign Out
    </Button>
  );
}

function RetryActions({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  return (
    <>
      <Button leftSection={<IconRefresh size={18} />} onClick={onRetry} loading={isRetrying}>
        Try Again
      </Button>
      <SignOutButton variant="default" />
    </>
  );
}

function Panel({
  title,
  icon,
  color,
  actions,
  children,
}: {
  title: string;
  icon: ReactNode;
  color?: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <StatusPanel icon={icon} color={color} title={title} actions={<Group justify="center">{actions}</Group>}>
        {children}
      </StatusPanel>
    </>
  );
}

/** A profile whose role the app does not know. */
export function AccessDeniedPanel({ role }: { role: string }) {
  return (
    <Panel title="Access Denied" icon={<IconLock size={32} stroke={1.5} />} color="red" actions={<SignOutButton />}>
      Your account has the role “{role}”, which gives no access to this workspace. Please ask your administrator to check your account.
    </Panel>
  );
}

/** A signed-in account without a profile (or one not set up): nothing to show until an administrator links it to an organization. */
export function SetupIncompletePanel({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  return (
    <Panel
      title="Account Setup Incomplete"
      icon={<IconUserQuestion size={32} stroke={1.5} />}
      color="yellow"
      actions={<RetryActions onRetry={onRetry} isRetrying={isRetrying} />}
    >
      Your sign-in worked, but your account is not linked to an organization yet. Try again in a moment; if it stays this way, please
      contact your administrator.
    </Panel>
  );
}

/** The account could not be read from the server. */
export function AccountUnavailablePanel({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  return (
    <Panel
      title="Something Went Wrong"
      icon={<IconAlertTriangle size={32} stroke={1.5} />}
      color="red"
      actions={<RetryActions onRetry={onRetry} isRetrying={isRetrying} />}
    >
      Failed to check onboarding status. Check your connection and try again.
    </Panel>
  );
}

const refusalTitles: Record<NonNullable<Account['refusal']>['code'], string> = {
  main_domain_only: 'Sign In on Your Organization’s Site',
  other_organization: 'Another Organization’s Site',
  approval_pending: 'Waiting for Approval',
  approval_rejected: 'Account Not Approved',
  customer_account_closed: 'Account Closed',
};

/** A session that this site does not accept (the sign-in rules), with the way to the account's own site when it has one. */
export function RefusedPanel({ account }: { account: Account & { refusal: NonNullable<Account['refusal']> } }) {
  const { refusal, organization } = account;
  const isElsewhere = refusal.code === 'main_domain_only' || refusal.code === 'other_organization';
  const isWaiting = refusal.code === 'approval_pending';
  return (
    <Panel
      title={refusalTitles[refusal.code]}
      icon={isWaiting ? <IconHourglassHigh size={32} stroke={1.5} /> : <IconBan size={32} stroke={1.5} />}
      color={isWaiting ? 'yellow' : 'red'}
      actions={
        <>
          {isElsewhere && organization && (
            <Button component="a" href={organizationSiteHref(organization, '/login')} rightSection={<IconExternalLink size={18} />}>
              Go to {organization.name}
            </Button>
          )}
          <SignOutButton variant={isElsewhere && organization ? 'default' : 'filled'} />
        </>
      }
    >
      {refusal.message}
    </Panel>
  );
}
