import { BrandMark } from '../../components/brand-mark.tsx';
import { useOrganizationTheme } from './organization-theme.tsx';
import { logoSrcOf } from './theme-queries.ts';

/** The organization's uploaded logo, or the product's mark when it has none; drawn beside its name, so it says nothing itself. */
export function OrganizationLogo({ size = 30 }: { size?: number }) {
  const { current } = useOrganizationTheme();
  const src = logoSrcOf(current.logoUrl);
  if (!src) return <BrandMark size={size} />;
  return <img src={src} alt="" height={size} style={{ maxWidth: size * 4, objectFit: 'contain', display: 'block' }} />;
}

/** The name the organization goes by on its screens: its theme's company name when it has one. */
export function useCompanyName(organizationName: string): string {
  const { current } = useOrganizationTheme();
  return current.settings.companyName || organizationName;
}
