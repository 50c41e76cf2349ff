import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { lazyNamed } from '../components/lazy-named.ts';
import { type LazyPage, lazyPage } from '../components/lazy-page.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { AccountRoutes } from '../features/routing/account-routes.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

const HomePage = lazyNamed(() => import('../features/home/home-page.tsx'), 'HomePage');
const CustomerHomePage = lazyNamed(() => import('../features/customer-portal/customer-home-page.tsx'), 'CustomerHomePage');
const VerifyEmailPage = lazyPage(async () => (await import('../features/verification/verify-email-page.tsx')).VerifyEmailPage);

interface PublicPage {
  path: string;
  Page: LazyPage;
}

/** Public pages: the same whether someone is signed in or not, each fetched when first visited. */
const publicPages: PublicPage[] = [
  { path: 'login', Page: lazyPage(async () => (await import('../features/login/login-page.tsx')).LoginPage) },
  {
    path: 'forgot-password',
    Page: lazyPage(async () => (await import('../features/password-reset/forgot-password-page.tsx')).ForgotPasswordPage),
  },
  {
    path: 'reset-password',
    Page: lazyPage(async () => (await import('../features/password-reset/reset-password-page.tsx')).ResetPasswordPage),
  },
  {
    path: 'find-workspace',
    Page: lazyPage(async () => (await import('../features/find-workspace/find-workspace-page.tsx')).FindWorkspacePage),
  },
  { path: 'verify-email', Page: VerifyEmailPage },
  { path: 'confirm-email', Page: VerifyEmailPage },
  { path: 'signup', Page: lazyPage(async () => (await import('../features/customer-signup/customer-signup-page.tsx')).CustomerSignupPage) },
  { path: 'invite', Page: lazyPage(async () => (await import('../features/invitations/invitation-page.tsx')).InvitationPage) },
  {
    path: 'business-model',
    Page: lazyPage(async () => (await import('../features/onboarding/business-model-page.tsx')).BusinessModelPage),
  },
  { path: 'register', Page: lazyPage(async () => (await import('../features/onboarding/register-page.tsx')).RegisterPage) },
  { path: 'domain-setup', Page: lazyPage(async () => (await import('../features/onboarding/domain-setup-page.tsx')).DomainSetupPage) },
  { path: 'welcome', Page: lazyPage(async () => (await import('../features/onboarding/welcome-page.tsx')).WelcomePage) },
];

/** The public page at an address (its path is matched as the routes match it), if it is one. */
export function findPublicPage(pathname: string): PublicPage | undefined {
  return publicPages.find(({ path }) => matchPath(`/${path}`, pathname));
}

/** The app's pages by address. */
export function AppRoutes() {
  return (
    // Used only when the layout itself fails; a public page's error keeps the header and footer (SiteLayout).
    <PageErrorBoundary>
      <Routes>
        <Route element={<SiteLayout />}>
          {publicPages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        {/* The root, the signed-in pages (by role) and the fallback depend on who is signed in. */}
        <Route
          path="*"
          element={
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
          }
        />
      </Routes>
    </PageErrorBoundary>
  );
}
