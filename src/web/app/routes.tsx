import type { RouteObject } from 'react-router';
import { CustomerHomePage } from '../features/customer-portal/customer-home-page.tsx';
import { CustomerSignupPage } from '../features/customer-signup/customer-signup-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { InvitationPage } from '../features/invitations/invitation-page.tsx';
import { LoginPage } from '../features/login/login-page.tsx';
import { BusinessModelPage } from '../features/onboarding/business-model-page.tsx';
import { DomainSetupPage } from '../features/onboarding/domain-setup-page.tsx';
import { RegisterPage } from '../features/onboarding/register-page.tsx';
import { WelcomePage } from '../features/onboarding/welcome-page.tsx';
import { ForgotPasswordPage } from '../features/password-reset/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/password-reset/reset-password-page.tsx';
import { AccountRoutes } from '../features/routing/account-routes.tsx';
import { VerifyEmailPage } from '../features/verification/verify-email-page.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

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
          { path: 'login', element: <LoginPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'confirm-email', element: <VerifyEmailPage /> },
          { path: 'signup', element: <CustomerSignupPage /> },
          { path: 'invite', element: <InvitationPage /> },
          { path: 'business-model', element: <BusinessModelPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'domain-setup', element: <DomainSetupPage /> },
          { path: 'welcome', element: <WelcomePage /> },
        ],
      },
    ],
  },
  {
    // The root, the signed-in pages (by role) and the fallback depend on who is signed in.
    path: '*',
    element: <AccountRoutes publicHome={<HomePage />} customerHome={<CustomerHomePage />} />,
    errorElement: <RouteErrorPage />,
  },
];
