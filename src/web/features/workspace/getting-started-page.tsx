import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { organizationSiteHref } from '../routing/organization-site.ts';
import { CopyLinkButton } from './copy-link-button.tsx';
import { useWorkspace } from './workspace-context.ts';
import { WorkspacePageHeading } from './workspace-page-heading.tsx';

interface GuideStep {
  title: string;
  text: string;
  action: ReactNode;
}

/** The first steps for a new organization, each with a link to the part of the workspace it is about. */
export function GettingStartedPage() {
  const { organization, sections } = useWorkspace();
  const signupUrl = organizationSiteHref(organization, '/signup');

  const steps: GuideStep[] = [
    ...sections.flatMap((section) =>
      section.guide
        ? [
            {
              title: section.guide.title,
              text: section.guide.text,
              action: (
                <Button component={TenantLink} to={section.path} variant="light" rightSection={<IconArrowRight size={16} />}>
                  Open {section.label}
                </Button>
              ),
            },
          ]
        : [],
    ),
    {
      title: 'Invite your customers',
      text: `Send your customers the address of your support site. They create their account there, submit tickets and follow every reply: ${signupUrl}`,
      action: <CopyLinkButton value={signupUrl} label="Copy the sign-up link" />,
    },
  ];

  return (
    <>
      <title>{`Getting Started · ${organization.name}`}</title>
      <Stack gap="xl" maw={820}>
        <WorkspacePageHeading organizationName={organization.name} title="Getting Started">
          A few steps to get your help desk going.
        </WorkspacePageHeading>
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {steps.map((step, index) => (
            <Card component="li" key={step.title} withBorder radius="lg" padding="lg">
              <Group align="flex-start" gap="md" wrap="nowrap">
                <ThemeIcon size={34} radius="xl" variant="light" fw={700} style={{ flexShrink: 0 }} aria-hidden>
                  {index + 1}
                </ThemeIcon>
                <Stack gap={8} style={{ minWidth: 0 }}>
                  <Title order={2} fz="lg">
                    {step.title}
                  </Title>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {step.text}
                  </Text>
                  <Group mt={4}>{step.action}</Group>
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      </Stack>
    </>
  );
}
