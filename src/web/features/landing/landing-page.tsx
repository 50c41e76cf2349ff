import { Loader } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { authClient } from '../auth/auth-client.ts';
import { runOnce } from '../auth/run-once.ts';
import { LandingHero } from './landing-hero.tsx';
import { PricingSection } from './landing-pricing.tsx';
import { CallToActionSection, FeaturesSection, HowItWorksSection, TestimonialsSection } from './landing-sections.tsx';

export const CONFIRMED_PATH = '/login?confirmed=true';
export const CONFIRMATION_FAILED_PATH = '/login?error=email_confirmation_failed';

/** The product's page on the main domain; it also receives the confirmation link of a new organization admin. */
export function LandingPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const hasLinkError = params.has('error') || params.has('error_code');

  if (code || hasLinkError) return <EmailConfirmation code={code} />;
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

/**
 * Exchanges the confirmation link's code for a session, then hands over to the login page, which creates
 * a new admin's organization at once and opens it (or signs in anyone else). A refresh after the exchange
 * keeps the session it already gave.
 */
function EmailConfirmation({ code }: { code: string | null }) {
  const navigate = useNavigate();

  useEffect(() => {
    if (!code) {
      navigate(CONFIRMATION_FAILED_PATH, { replace: true });
      return;
    }
    void runOnce(`code:${code}`, () => authClient.exchangeCodeForSession(code)).then(async ({ data }) => {
      const session = data.session ?? (await authClient.getSession()).data.session;
      navigate(session ? CONFIRMED_PATH : CONFIRMATION_FAILED_PATH, { replace: true });
    });
  }, [code, navigate]);

  return (
    <AuthCard icon={<IconMailCheck size={28} stroke={1.75} />} title="Confirming your e-mail…" description="This takes a moment.">
      <title>{`Confirming your e-mail · ${PRODUCT_NAME}`}</title>
      <Loader mx="auto" aria-label="Confirming your e-mail" />
    </AuthCard>
  );
}
