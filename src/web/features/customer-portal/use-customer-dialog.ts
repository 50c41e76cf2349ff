import { useLocation, useNavigate } from 'react-router';
import { useTenantPath } from '../../tenancy/tenant-link.tsx';

/** The dashboard's dialogs have addresses: /tickets/{id}, /new-ticket (also /tickets/new, the staff's address for it) and /profile. */
export type CustomerDialog = { kind: 'ticket'; ticketId: string } | { kind: 'new-ticket' } | { kind: 'profile' } | null;

export function customerDialogFor(pathname: string): CustomerDialog {
  if (/^\/(new-ticket|tickets\/new)\/?$/.test(pathname)) return { kind: 'new-ticket' };
  const ticket = /^\/tickets\/([^/]+)\/?$/.exec(pathname);
  if (ticket?.[1]) return { kind: 'ticket', ticketId: decodeURIComponent(ticket[1]) };
  if (/^\/profile\/?$/.test(pathname)) return { kind: 'profile' };
  return null;
}

/** Marks a dialog opened from the dashboard itself, so that closing it goes back rather than adding a page to the history. */
export const openedFromDashboard = { isFromDashboard: true } as const;

export function useCustomerDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();
  const isFromDashboard = (location.state as { isFromDashboard?: boolean } | null)?.isFromDashboard === true;
  return {
    dialog: customerDialogFor(location.pathname),
    open(path: string) {
      navigate(tenantPath(path), { state: openedFromDashboard });
    },
    close() {
      if (isFromDashboard) navigate(-1);
      else navigate(tenantPath('/dashboard'), { replace: true });
    },
  };
}
