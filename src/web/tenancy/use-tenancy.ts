import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { detectTenancy, type Tenancy } from '../../domain/tenancy.ts';
import { rememberCarriedSubdomain } from './current-tenancy.ts';

/** The tenancy of the current route: main domain, or which organization's subdomain. */
export function useTenancy(): Tenancy {
  const { pathname, search } = useLocation();
  const tenancy = useMemo(() => detectTenancy({ host: window.location.host, path: pathname, query: search }), [pathname, search]);
  useEffect(() => rememberCarriedSubdomain(tenancy), [tenancy]);
  return tenancy;
}
