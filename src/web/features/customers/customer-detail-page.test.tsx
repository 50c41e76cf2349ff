import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../test/api-answers.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { CustomerDetailPage } from './customer-detail-page.tsx';
import type { CustomerDetail } from './customers-queries.ts';

const customerId = '3c9e2a71-5b4d-4e8f-9a06-1d2c3b4a5e6f';

function detailOf(emailBouncedAt: string | null): CustomerDetail {
  return {
    customer: {
      id: customerId,
      organizationName: 'Northwind',
      contactName: 'Dana Ortiz',
      email: 'dana@northwind.test',
      phone: null,
      role: 'user',
      hasLogin: false,
      createdAt: '2026-11-02T10:00:00.000Z',
      updatedAt: '2026-11-27T09:00:00.000Z',
      archivedAt: null,
      emailBouncedAt,
    },
    ticketCount: 0,
    workOrderCount: 0,
    deleteOutcome: 'delete',
    tickets: [],
    workOrders: [],
  };
}

describe('CustomerDetailPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const renderCustomer = () =>
    renderInWorkspace(<CustomerDetailPage />, { url: `/customers/${customerId}`, path: '/customers/:customerId' });

  it('warns that mail to the address bounces, and clears the warning when asked', async () => {
    let bouncedAt: string | null = '2026-11-27T08:30:00.000Z';
    const spies = answerApi({
      'GET /api/customers/{id}': () => detailOf(bouncedAt),
      'POST /api/customers/{id}/clear-email-bounce': () => {
        bouncedAt = null;
        return detailOf(null).customer;
      },
    });
    renderCustomer();

    expect(await screen.findByText('Mail to this address bounces')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(spies.POST).toHaveBeenCalledWith('/api/customers/{id}/clear-email-bounce', { params: { path: { id: customerId } } });
    await waitFor(() => expect(screen.queryByText('Mail to this address bounces')).toBeNull());
    expect(screen.getByText('dana@northwind.test')).toBeTruthy();
  });

  it('shows no warning for an address that works', async () => {
    answerApi({ 'GET /api/customers/{id}': detailOf(null) });
    renderCustomer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Ortiz' })).toBeTruthy();
    expect(screen.queryByText('Mail to this address bounces')).toBeNull();
  });

  it('leaves for the list once the customer is deleted, without asking for the deleted customer again', async () => {
    let detailReads = 0;
    let readsAtDeletion = -1;
    answerApi({
      'GET /api/customers/{id}': () => {
        detailReads += 1;
        return detailOf(null);
      },
      'DELETE /api/customers/{id}': () => {
        readsAtDeletion = detailReads;
        return { outcome: 'deleted' };
      },
    });
    renderCustomer();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readsAtDeletion).toBeGreaterThan(0);
    expect(detailReads).toBe(readsAtDeletion);
  });
});
