import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Enters each value into the field with that label, as a paste (far quicker than typing), skipping fields without one. */
export async function fillFields(user: UserEvent, fields: [label: RegExp, value: string | undefined][]): Promise<void> {
  for (const [label, value] of fields) {
    if (!value) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}
