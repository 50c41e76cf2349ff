import type { RouteObject } from 'react-router';
import { CustomerSignupPage } from '../features/customer-signup/customer-signup-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { InvitationPage } from '../features/invitations/invitation-page.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // Used only when the layout itself fails; a page's error keeps the header and footer.
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'signup', element: <CustomerSignupPage /> },
          { path: 'invite', element: <InvitationPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
