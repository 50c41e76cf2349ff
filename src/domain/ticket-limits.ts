/** How long a ticket's texts may be: the forms stop typing there and the server refuses anything longer. */
export const ticketLimits = {
  subject: 300,
  description: 20_000,
  /** What a list's row carries of the description: what a card shows, not the whole text. */
  descriptionExcerpt: 240,
  customerName: 200,
  comment: 20_000,
  search: 200,
  /** Addresses copied (CC) on a ticket's replies. */
  copiedAddresses: 10,
  appointmentTitle: 200,
  appointmentDescription: 5000,
  /** An appointment lasts a quarter of an hour at least, a day at most, in quarters of an hour; an hour unless chosen. */
  appointmentMinutesDefault: 60,
  appointmentMinutesMin: 15,
  appointmentMinutesMax: 24 * 60,
} as const;
