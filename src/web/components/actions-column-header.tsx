import { Table, VisuallyHidden } from '@mantine/core';

/** The header of a table's last column of row buttons: named for screen readers, blank on screen. */
export function ActionsColumnHeader() {
  return (
    <Table.Th>
      <VisuallyHidden>Actions</VisuallyHidden>
    </Table.Th>
  );
}
