import { Alert, Badge, Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingStore, IconMessages, IconTicket, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { BusyIndicator } from '../../components/busy-indicator.tsx';
import { StatusPanel } from '../../components/status-panel.tsx';
import { useSession } from '../../session/use-session.ts';
import { mainDomainHref } from '../../tenancy/current-tenancy.ts';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { useOrganization } from '../../tenancy/use-organization.ts';
import { LandingPage } from '../landing/landing-page.tsx';
import classes from './home-page.module.css';

interface Highlight {
  icon: ReactNode;
  title: string;
  text: string;
}

const portalHighlights: Highlight[] = [
  {
    icon: <IconUserPlus size={22} stroke={1.75} />,
    title: 'Create your account',
    text: 'Sign up with your e-mail address and confirm it from the message we send you.',
  },
  {
    icon: <IconTicket size={22} stroke={1.75} />,
    title: 'Submit a ticket',
    text: 'Describe what you need and how urgent it is; it goes straight into the team’s queue.',
  },
  {
    icon: <IconMessages size={22} stroke={1.75} />,
    title: 'Follow the conversation',
    text: 'See the status of every request and reply to the team in the same place.',
  },
];

export function HomePage() {
  const { tenancy, data: organization, isPending, isError, refetch } = useOrganization();
  const { user } = useSession();

  if (tenancy.kind === 'main') return <LandingPage />;

  if (isPending) {
    return (
      <Stack align="center" py={120}>
        <BusyIndicator label="Loading the organization" />
      </Stack>
    );
  }

  if (isError) {
    return (
      <Container size={560} py={96}>
        <Alert color="red" title="The organization could not be loaded">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Check your connection and try again.</Text>
            <Button size="xs" variant="white" color="red" onClick={() => refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  if (!organization) {
    return (
      <>
        <title>{`Organization not found · ${PRODUCT_NAME}`}</title>
        <StatusPanel
          icon={<IconBuildingStore size={32} stroke={1.5} />}
          color="orange"
          title="Organization not found"
          actions={
            <Button component="a" href={mainDomainHref(tenancy)}>
              Go to the {PRODUCT_NAME} home page
            </Button>
          }
        >
          There is no active organization at “{tenancy.subdomain}”. Please check the URL.
        </StatusPanel>
      </>
    );
  }

  return (
    <>
      <title>{`${organization.name} · Support`}</title>
      <Hero
        eyebrow="Support portal"
        title={`Welcome to ${organization.name}`}
        actions={
          user ? (
            <Button component={TenantLink} to="/dashboard" size="lg" rightSection={<IconArrowRight size={18} />}>
              Go to your dashboard
            </Button>
          ) : (
            <>
              <Button component={TenantLink} to="/login" size="lg" rightSection={<IconArrowRight size={18} />}>
                Log in
              </Button>
              <Button component={TenantLink} to="/signup" size="lg" variant="default">
                Create an account
              </Button>
            </>
          )
        }
      >
        {user ? 'Submit' : 'Log in to submit'} a request, follow your tickets and reply to the {organization.name} team.
      </Hero>
      {!user && <Highlights items={portalHighlights} />}
    </>
  );
}

function Hero({ eyebrow, title, actions, children }: { eyebrow: string; title: string; actions: ReactNode; children: ReactNode }) {
  return (
    <section className={classes.hero}>
      <Container size="md" py={{ base: 56, sm: 96 }}>
        <Stack align="center" ta="center" gap="lg">
          <Badge variant="light" size="lg" radius="xl">
            {eyebrow}
          </Badge>
          <Title order={1} className={classes.title} maw={760}>
            {title}
          </Title>
          <Text size="lg" c="dimmed" maw={680}>
            {children}
          </Text>
          <div className={classes.actions}>{actions}</div>
        </Stack>
      </Container>
    </section>
  );
}

function Highlights({ items }: { items: Highlight[] }) {
  return (
    <Container size="lg" py={{ base: 48, sm: 72 }}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {items.map((item) => (
          <Card key={item.title} withBorder padding="xl" radius="lg" className={classes.feature}>
            <ThemeIcon size={44} radius="md" variant="light">
              {item.icon}
            </ThemeIcon>
            <Text fw={600} size="lg" mt="md">
              {item.title}
            </Text>
            <Text size="sm" c="dimmed" mt={6} lh={1.6}>
              {item.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
