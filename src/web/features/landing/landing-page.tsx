import { Navigate, useLocation } from 'react-router';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { LandingHero } from './landing-hero.tsx';
import { PricingSection } from './landing-pricing.tsx';
import { CallToActionSection, FeaturesSection, HowItWorksSection, TestimonialsSection } from './landing-sections.tsx';

/** The product's page on the main domain; it also receives the confirmation link of a new organization admin. */
export function LandingPage() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const hasLinkError = params.has('error') || params.has('error_code');

  // A reset link whose requested page was refused falls back to the root: its page is the reset one.
  if (params.has('token_hash') && params.get('type') === 'recovery') return <Navigate to={`/reset-password${search}`} replace />;
  // The confirmation link of a new organization admin lands here; its page is a public one, so signing in does not replace it.
  if (params.has('token_hash') || code || hasLinkError) return <Navigate to={`/welcome${search}`} replace />;
  return (
    <>
      <title>{`${PRODUCT_NAME} · The help desk for service teams`}</title>
      <LandingHero />
      <FeaturesSection />
      <HowItWorksSection />
      <PricingSection />
      <TestimonialsSection />
      <CallToActionSection />
    </>
  );
}
