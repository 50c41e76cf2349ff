import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { namedTimeZones } from '../../../domain/datetime-settings.ts';

/** The specification's named zones first, then every other zone this browser knows (the server knows the same list). */
function timeZoneOptions() {
  const named = new Set<string>(namedTimeZones.map((zone) => zone.value));
  const others = ['UTC', ...Intl.supportedValuesOf('timeZone')].filter((zone) => !named.has(zone));
  return [
    { group: 'United States', items: namedTimeZones.map((zone) => ({ ...zone })) },
    { group: 'All time zones', items: [...new Set(others)].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })) },
  ];
}

/** A searchable choice of time zone; one is always chosen. */
export function TimeZoneSelect(props: Omit<SelectProps, 'data'>) {
  const zones = useMemo(timeZoneOptions, []);
  return <Select data={zones} searchable allowDeselect={false} nothingFoundMessage="No time zone matches" {...props} />;
}
