import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { withCarriedSubdomain } from '../../domain/tenancy.ts';
import { useTenancy } from './use-tenancy.ts';

export interface TenantLinkProps extends Omit<LinkProps, 'to'> {
  /** An internal path such as `/login` or `/tickets?status=open`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A router link that keeps the subdomain parameter when the organization came from it. */
export function TenantLink({ to, ...props }: TenantLinkProps) {
  const tenancy = useTenancy();
  return <Link to={withCarriedSubdomain(to, tenancy)} {...props} />;
}

/** The path a TenantLink would give, for navigate() calls. */
export function useTenantPath(): (path: string) => string {
  const tenancy = useTenancy();
  return (path) => withCarriedSubdomain(path, tenancy);
}
