import { withCarriedSubdomain } from '../../../domain/tenancy.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import { currentTenancy } from '../../tenancy/current-tenancy.ts';

/**
 * The product's mark, or on a white-labelled organization's site its own logo when it has one (decision 178): its
 * address comes with the organization, so the theme need not load first.
 */
export function SiteMark({ logoUrl, size }: { logoUrl: string | null | undefined; size: number }) {
  if (!logoUrl) return <BrandMark size={size} />;
  const src = withCarriedSubdomain(logoUrl, currentTenancy());
  return <img src={src} alt="" height={size} style={{ maxWidth: size * 4, objectFit: 'contain', display: 'block' }} />;
}
