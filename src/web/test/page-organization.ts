/** What the server writes into an organization's page (server web/organization-page.ts): its organization and theme. */
export function putOrganizationInPage(embedded: { subdomain: string; organization: unknown; theme?: unknown }): void {
  const script = Object.assign(document.createElement('script'), { id: 'page-organization', type: 'application/json' });
  script.textContent = JSON.stringify(embedded);
  document.head.append(script);
}

export function removeOrganizationFromPage(): void {
  document.getElementById('page-organization')?.remove();
}
