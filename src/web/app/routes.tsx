import { type ComponentType, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../components/lazy-named.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { AccountRoutes } from '../features/routing/account-routes.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/** A public page whose code the router fetches when it is first visited (it waits for it before leaving the page shown). */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const HomePage = lazyNamed(() => import('../features/home/home-page.tsx'), 'HomePage');
const CustomerHomePage = lazyNamed(() => import('../features/customer-portal/customer-home-page.tsx'), 'CustomerHomePage');

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // Used only when the layout itself fails; a page's error keeps the header and footer.
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        // Public pages: the same whether someone is signed in or not.
        children: [
          { path: 'login', ...page(async () => (await import('../features/login/login-page.tsx')).LoginPage) },
          {
            path: 'forgot-password',
            ...page(async () => (await import('../features/password-reset/forgot-password-page.tsx')).ForgotPasswordPage),
          },
          {
            path: 'reset-password',
            ...page(async () => (await import('../features/password-reset/reset-password-page.tsx')).ResetPasswordPage),
          },
          { path: 'verify-email', ...page(async () => (await import('../features/verification/verify-email-page.tsx')).VerifyEmailPage) },
          { path: 'confirm-email', ...page(async () => (await import('../features/verification/verify-email-page.tsx')).VerifyEmailPage) },
          {
            path: 'signup',
            ...page(async () => (await import('../features/customer-signup/customer-signup-page.tsx')).CustomerSignupPage),
          },
          { path: 'invite', ...page(async () => (await import('../features/invitations/invitation-page.tsx')).InvitationPage) },
          {
            path: 'business-model',
            ...page(async () => (await import('../features/onboarding/business-model-page.tsx')).BusinessModelPage),
          },
          { path: 'register', ...page(async () => (await import('../features/onboarding/register-page.tsx')).RegisterPage) },
          { path: 'domain-setup', ...page(async () => (await import('../features/onboarding/domain-setup-page.tsx')).DomainSetupPage) },
          { path: 'welcome', ...page(async () => (await import('../features/onboarding/welcome-page.tsx')).WelcomePage) },
        ],
      },
    ],
  },
  {
    // The root, the signed-in pages (by role) and the fallback depend on who is signed in.
    path: '*',
    element: (
      <AccountRoutes
        publicHome={
          <Suspense fallback={<PageLoader label="Loading…" />}>
            <HomePage />
          </Suspense>
        }
        customerHome={
          <Suspense fallback={<PageLoader label="Loading…" />}>
            <CustomerHomePage />
          </Suspense>
        }
      />
    ),
    errorElement: <RouteErrorPage />,
  },
];
