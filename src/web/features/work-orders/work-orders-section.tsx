import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { NewWorkOrderPage } from './new-work-order-page.tsx';
import { WorkOrderDetailPage } from './work-order-detail-page.tsx';
import { WorkOrdersPage } from './work-orders-page.tsx';

/** The workspace's Work Orders section: the list, the new work order form and each work order. */
export function WorkOrdersSection() {
  return (
    <Routes>
      <Route index element={<WorkOrdersPage />} />
      <Route path="new" element={<NewWorkOrderPage />} />
      <Route path=":workOrderId" element={<WorkOrderDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
