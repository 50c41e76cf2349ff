import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toasts } from './app-providers.tsx';
import { createAppTheme } from './theme.ts';

describe('Toasts', () => {
  it('shows the first toast, fetching the toasts’ area for it, and the next ones', async () => {
    render(
      <MantineProvider theme={createAppTheme()}>
        <Toasts />
        <button type="button" onClick={() => notifications.show({ message: 'Ticket closed' })}>
          Close
        </button>
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Ticket closed')).toBeTruthy();
    notifications.show({ message: 'Ticket reopened' });
    expect(await screen.findByText('Ticket reopened')).toBeTruthy();
  });
});
