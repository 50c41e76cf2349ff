import { Avatar, Button, Container, Group, SimpleGrid, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import {
  IconArrowRight,
  IconBell,
  IconCalendarEvent,
  IconClipboardCheck,
  IconClockHour4,
  IconQuote,
  IconTicket,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import classes from './landing.module.css';

export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className={classes.sectionHeading}>
      <Text className={classes.sectionEyebrow}>{eyebrow}</Text>
      <Title order={2} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      {children && <Text className={classes.sectionLead}>{children}</Text>}
    </div>
  );
}

const features: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <IconTicket size={24} stroke={1.75} />,
    title: 'Tickets that never slip',
    text: 'Statuses, priorities and numbering you control. Every reply stays in one thread, and new tickets can go round-robin to whoever is available.',
  },
  {
    icon: <IconWorld size={24} stroke={1.75} />,
    title: 'A portal on your own address',
    text: 'Customers sign up on your subdomain or custom domain, submit requests and follow them as your team answers.',
  },
  {
    icon: <IconClipboardCheck size={24} stroke={1.75} />,
    title: 'Work orders, signed on site',
    text: 'Design your printable layout once. Technicians fill it in, the customer signs, and a PDF is ready before you leave.',
  },
  {
    icon: <IconCalendarEvent size={24} stroke={1.75} />,
    title: 'One calendar for everyone',
    text: 'Month, week and day views for visits, meetings and deadlines, each linked to the ticket it belongs to.',
  },
  {
    icon: <IconClockHour4 size={24} stroke={1.75} />,
    title: 'Time cards that add up',
    text: 'Clock in and out from anywhere. Overtime, holidays and paid time off are worked out from real hours.',
  },
  {
    icon: <IconBell size={24} stroke={1.75} />,
    title: 'Notifications that respect focus',
    text: 'Live in-app alerts, and e-mail right away or as an hourly or daily digest, with weekends off if you like.',
  },
];

export function FeaturesSection() {
  return (
    <section className={classes.section} aria-labelledby="features-title">
      <Container size="lg">
        <SectionHeading id="features-title" eyebrow="Features" title="Everything a service team needs, built in">
          From the first e-mail to the signed work order, your team and your customers work in the same place.
        </SectionHeading>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={{ base: 'md', md: 'xl' }} mt={48}>
          {features.map((feature) => (
            <div key={feature.title} className={classes.feature}>
              <ThemeIcon size={48} radius="md" variant="light">
                {feature.icon}
              </ThemeIcon>
              <Title order={3} className={classes.featureTitle}>
                {feature.title}
              </Title>
              <Text size="sm" c="dimmed" lh={1.65}>
                {feature.text}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

const steps: { title: string; text: string }[] = [
  { title: 'Choose your business model', text: 'A service business with clients, or an in-house team. Features follow how you work.' },
  { title: 'Create your account', text: 'Your name, your company and a password. Pick add-ons to try for free if you like.' },
  { title: 'Pick your address', text: 'A free subdomain for your help desk, or your own domain.' },
  { title: 'Confirm and start', text: 'Click the link we e-mail you: your organization is created and your dashboard opens.' },
];

export function HowItWorksSection() {
  return (
    <section className={`${classes.section} ${classes.sectionTinted}`} aria-labelledby="how-title">
      <Container size="lg">
        <SectionHeading id="how-title" eyebrow="How it works" title="Up and running before your coffee cools">
          Four steps, no sales call, no credit card.
        </SectionHeading>
        <ol className={classes.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Title order={3} className={classes.stepTitle}>
                <VisuallyHidden component="span">Step {index + 1}: </VisuallyHidden>
                {step.title}
              </Title>
              <Text size="sm" c="dimmed" lh={1.6}>
                {step.text}
              </Text>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

const testimonials: { quote: string; name: string; role: string; initials: string; color: string }[] = [
  {
    quote:
      'We moved forty clients off a shared inbox in one afternoon. Each of them has a portal now, and nobody asks whether we got their e-mail anymore.',
    name: 'Maya Chen',
    role: 'Operations Lead, Northwind IT Services',
    initials: 'MC',
    color: 'blue',
  },
  {
    quote:
      'Signed work orders replaced our paper forms. The technician finishes, the customer signs on the tablet, and the PDF is on the ticket.',
    name: 'Daniel Okafor',
    role: 'Field Service Manager, Brightline Facilities',
    initials: 'DO',
    color: 'teal',
  },
  {
    quote: 'Our internal IT desk finally sees what comes in, how long it takes and who is on it. Time cards were a welcome bonus.',
    name: 'Sofia Lindqvist',
    role: 'Head of IT, Halden Group',
    initials: 'SL',
    color: 'grape',
  },
];

export function TestimonialsSection() {
  return (
    <section className={classes.section} aria-labelledby="testimonials-title">
      <Container size="lg">
        <SectionHeading id="testimonials-title" eyebrow="Customers" title={`Teams that switched to ${PRODUCT_NAME}`} />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl" mt={48}>
          {testimonials.map((testimonial) => (
            <figure key={testimonial.name} className={classes.testimonial}>
              <IconQuote size={28} stroke={1.5} className={classes.quoteIcon} aria-hidden="true" />
              <blockquote className={classes.quote}>{testimonial.quote}</blockquote>
              <figcaption>
                <Group gap="sm" wrap="nowrap">
                  <Avatar
                    color={testimonial.color}
                    radius="xl"
                    aria-hidden="true"
                    classNames={{ placeholder: classes.initials }}
                    data-tone={testimonial.color}
                  >
                    {testimonial.initials}
                  </Avatar>
                  <div>
                    <Text fw={600} size="sm">
                      {testimonial.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {testimonial.role}
                    </Text>
                  </div>
                </Group>
              </figcaption>
            </figure>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

export function CallToActionSection() {
  return (
    <section className={classes.callToAction} aria-labelledby="cta-title">
      <Container size="md" ta="center">
        <Title order={2} id="cta-title" className={classes.callToActionTitle}>
          Give your team a help desk they will enjoy using
        </Title>
        <Text className={classes.callToActionLead}>Start with 30 days free. Your customers will notice the difference.</Text>
        <div className={classes.callToActionButtons}>
          <Button component={TenantLink} to="/business-model" size="lg" variant="white" rightSection={<IconArrowRight size={18} />}>
            Get started
          </Button>
          <Button component={TenantLink} to="/login" size="lg" variant="outline" className={classes.callToActionSecondary}>
            Log in
          </Button>
        </div>
      </Container>
    </section>
  );
}
