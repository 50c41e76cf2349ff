import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { PermissionGate } from '../access-settings/permission-gate.tsx';
import { CustomerDetailPage } from './customer-detail-page.tsx';
import { CustomersPage } from './customers-page.tsx';

/** The workspace's Customers section: the list and each customer. */
export function CustomersSection() {
  return (
    <PermissionGate permission="customers.view">
      <Routes>
        <Route index element={<CustomersPage />} />
        <Route path=":customerId" element={<CustomerDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PermissionGate>
  );
}
