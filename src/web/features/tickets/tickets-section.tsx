import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { NewTicketPage } from './new-ticket-page.tsx';
import { TicketDetailPage } from './ticket-detail-page.tsx';
import { TicketsPage } from './tickets-page.tsx';

/** The workspace's Tickets section: the list, the new-ticket form and each ticket. */
export function TicketsSection() {
  return (
    <Routes>
      <Route index element={<TicketsPage />} />
      <Route path="new" element={<NewTicketPage />} />
      <Route path=":ticketId" element={<TicketDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
