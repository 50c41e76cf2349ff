/** A customer as pickers name them: the contact, then the company they are with. */
export function customerLabelOf(customer: { contactName: string; organizationName: string }): string {
  return customer.organizationName ? `${customer.contactName} · ${customer.organizationName}` : customer.contactName;
}
