import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Ticket } from '../tickets/tickets-queries.ts';

interface TicketSubmittedDialogProps {
  ticket: Ticket | null;
  onView(ticket: Ticket): void;
  onClose(): void;
}

/** The confirmation after a ticket is submitted, with its number. */
export function TicketSubmittedDialog({ ticket, onView, onClose }: TicketSubmittedDialogProps) {
  return (
    <Modal.Root opened={!!ticket} onClose={onClose} centered radius="lg" size="sm">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="lg">
          {ticket && (
            <Stack align="center" ta="center" gap="sm" py="sm">
              <ThemeIcon size={56} radius="xl" color="green" variant="light">
                <IconCheck size={30} />
              </ThemeIcon>
              <Modal.Title component="h2" fz="xl" fw={700} lh={1.3}>
                Ticket Submitted Successfully!
              </Modal.Title>
              <Text size="sm" c="dimmed">
                Your ticket <strong>{ticket.ticketNumber}</strong> has been received. We will reply here and let you know by notification.
              </Text>
              <Group justify="center" gap="sm" mt="xs">
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
                <Button onClick={() => onView(ticket)} data-autofocus>
                  View Ticket
                </Button>
              </Group>
            </Stack>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
