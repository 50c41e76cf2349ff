import { Anchor, Group, Text } from '@mantine/core';
import { addOns } from '../../../domain/plans.ts';
import { businessModelTitle } from './business-model-details.tsx';
import classes from './onboarding.module.css';
import type { BusinessChoice } from './sign-up-flow.ts';

/** The choice of step 1, shown on the later steps with a way back to change it. */
export function ChosenModelSummary({ business, onChange }: { business: BusinessChoice; onChange(): void }) {
  const chosen = addOns.filter((addOn) => business.addOns.includes(addOn.id)).map((addOn) => addOn.name);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" className={classes.summary}>
      <Text size="sm">
        <Text span fw={600}>
          {businessModelTitle(business.businessType)}
        </Text>
        {chosen.length > 0 ? ` with ${chosen.join(', ')}` : ''}
      </Text>
      <Anchor component="button" type="button" size="sm" fw={600} onClick={onChange}>
        Change
      </Anchor>
    </Group>
  );
}
