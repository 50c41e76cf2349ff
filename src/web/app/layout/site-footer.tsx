import { Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../../session/use-session.ts';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { useOrganization } from '../../tenancy/use-organization.ts';
import { PRODUCT_NAME } from '../product-name.ts';
import classes from './site-footer.module.css';
import { SiteMark } from './site-mark.tsx';

interface FooterLink {
  label: string;
  to: string;
}

export function SiteFooter() {
  const { tenancy, data: organization } = useOrganization();
  const { user } = useSession();
  const isSubdomain = tenancy.kind === 'subdomain';
  const organizationName = isSubdomain ? organization?.name : undefined;
  // On a white-labelled organization's site (its Elite plan) nothing names the product (decision 178).
  const isWhiteLabel = isSubdomain && organization?.isWhiteLabel === true;

  const productLinks: FooterLink[] = isSubdomain
    ? [{ label: 'Overview', to: '/' }]
    : [
        { label: 'Overview', to: '/' },
        { label: 'Business models', to: '/business-model' },
      ];
  const connectLinks: FooterLink[] = user
    ? [{ label: 'Dashboard', to: '/dashboard' }]
    : [
        { label: 'Log in', to: '/login' },
        isSubdomain ? { label: 'Create an account', to: '/signup' } : { label: 'Get started', to: '/business-model' },
      ];

  return (
    <footer className={classes.footer}>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xl" verticalSpacing="xl">
          <Stack gap="sm" className={classes.brandColumn}>
            <Group gap={10} wrap="nowrap">
              <SiteMark logoUrl={isWhiteLabel ? organization?.logoUrl : null} size={28} />
              <Text fw={700}>{organizationName ?? PRODUCT_NAME}</Text>
            </Group>
            <Text size="sm" c="dimmed" maw={300}>
              {organizationName ? `The ${organizationName} support portal.` : 'The help desk your team and your customers share.'}
            </Text>
          </Stack>
          <FooterColumn heading="Product">
            <LinkList links={productLinks} />
          </FooterColumn>
          <FooterColumn heading="Company">
            <Text size="sm" c="dimmed" lh={1.6}>
              {isWhiteLabel
                ? `Sign in to write to ${organizationName} and follow your requests.`
                : organizationName
                  ? `${organizationName} runs its support on ${PRODUCT_NAME}.`
                  : `${PRODUCT_NAME} is made for customer-service firms and in-house service teams.`}
            </Text>
          </FooterColumn>
          <FooterColumn heading="Connect">
            <LinkList links={connectLinks} />
          </FooterColumn>
        </SimpleGrid>
        <Divider my="xl" />
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} {isWhiteLabel ? organizationName : PRODUCT_NAME}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}

function FooterColumn({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-label={heading}>
      <h2 className={classes.heading}>{heading}</h2>
      {children}
    </section>
  );
}

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <Stack component="ul" gap={8} className={classes.list}>
      {links.map((link) => (
        <li key={link.to + link.label}>
          <TenantLink to={link.to} className={classes.link}>
            {link.label}
          </TenantLink>
        </li>
      ))}
    </Stack>
  );
}
