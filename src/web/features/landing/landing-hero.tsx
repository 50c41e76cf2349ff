import { Badge, Button, Container, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconClipboardCheck, IconLogin2 } from '@tabler/icons-react';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import classes from './landing.module.css';
import { useTypingText } from './use-typing-text.ts';

export const HEADLINE_PHRASES = ['IT service providers', 'in-house IT teams', 'facilities departments', 'field service crews'] as const;

const promises = ['30-day free trial', 'No credit card', 'Your own subdomain'];

export function LandingHero() {
  const { text, isAnimated } = useTypingText(HEADLINE_PHRASES);
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.heroInner}>
        <div className={classes.heroCopy}>
          <Badge variant="light" size="lg" radius="xl" className={classes.eyebrow}>
            Help desk and field service in one place
          </Badge>
          <Title order={1} id="hero-title" className={classes.heroTitle}>
            <span className={classes.headlineLead}>The help desk for</span>{' '}
            <span className={classes.typed} aria-hidden="true">
              <span className={classes.typedText}>{text}</span>
              <span className={isAnimated ? classes.caret : classes.caretStill} />
            </span>
            <VisuallyHidden component="span">{HEADLINE_PHRASES.join(', ')}</VisuallyHidden>
          </Title>
          <Text className={classes.heroLead}>
            {PRODUCT_NAME} gives your team tickets, work orders, a shared calendar and time cards, and gives your customers a portal on your
            own subdomain. Set it up in minutes.
          </Text>
          <div className={classes.heroActions}>
            <Button component={TenantLink} to="/business-model" size="lg" rightSection={<IconArrowRight size={18} />}>
              Start your free trial
            </Button>
            <Button component={TenantLink} to="/login" size="lg" variant="default" leftSection={<IconLogin2 size={18} />}>
              Log in
            </Button>
          </div>
          <Group gap="lg" className={classes.promises}>
            {promises.map((promise) => (
              <Group key={promise} gap={6} wrap="nowrap">
                <IconCircleCheck size={18} stroke={1.75} className={classes.promiseIcon} aria-hidden="true" />
                <Text size="sm" fw={500}>
                  {promise}
                </Text>
              </Group>
            ))}
          </Group>
        </div>
        <ProductPreview />
      </Container>
    </section>
  );
}

interface PreviewTicket {
  number: string;
  title: string;
  customer: string;
  status: 'Open' | 'In progress' | 'Resolved';
  priority: 'urgent' | 'high' | 'medium' | 'low';
}

const previewTickets: PreviewTicket[] = [
  { number: 'TKT-1042', title: 'VPN drops every hour', customer: 'Northwind Traders', status: 'In progress', priority: 'urgent' },
  { number: 'TKT-1041', title: 'Printer on floor 2 jammed', customer: 'Contoso Ltd', status: 'Open', priority: 'high' },
  { number: 'TKT-1039', title: 'Badge reader at east entrance', customer: 'Globex Research', status: 'Open', priority: 'medium' },
  { number: 'TKT-1036', title: 'Laptop for new hire', customer: 'Northwind Traders', status: 'Resolved', priority: 'low' },
];

const previewStats = [
  { label: 'Open', value: 12 },
  { label: 'In progress', value: 5 },
  { label: 'Resolved', value: 48 },
];

/** A picture of the product, drawn with the page's own components; decorative, so hidden from assistive technology. */
function ProductPreview() {
  return (
    <div className={classes.preview} aria-hidden="true">
      <div className={classes.window}>
        <div className={classes.windowBar}>
          <span className={classes.dot} />
          <span className={classes.dot} />
          <span className={classes.dot} />
          <span className={classes.address}>acme.{PRODUCT_NAME.toLowerCase()}.app/dashboard</span>
        </div>
        <div className={classes.windowBody}>
          <div className={classes.previewStats}>
            {previewStats.map((stat) => (
              <div key={stat.label} className={classes.previewStat}>
                <span className={classes.previewStatValue}>{stat.value}</span>
                <span className={classes.previewStatLabel}>{stat.label}</span>
              </div>
            ))}
          </div>
          <ul className={classes.previewList}>
            {previewTickets.map((ticket) => (
              <li key={ticket.number} className={classes.previewRow}>
                <span className={classes.priority} data-priority={ticket.priority} />
                <span className={classes.previewTicket}>
                  <span className={classes.previewTitle}>{ticket.title}</span>
                  <span className={classes.previewMeta}>
                    {ticket.number} · {ticket.customer}
                  </span>
                </span>
                <span className={classes.status} data-status={ticket.status}>
                  {ticket.status}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={classes.floatingCard}>
        <span className={classes.floatingIcon}>
          <IconClipboardCheck size={20} stroke={1.75} />
        </span>
        <span>
          <span className={classes.floatingTitle}>Work order WO-2187 signed</span>
          <span className={classes.floatingMeta}>Northwind Traders · just now</span>
        </span>
      </div>
    </div>
  );
}
