import { Avatar, type AvatarProps } from '@mantine/core';

/** Up to two initials of a name, or of an e-mail address's parts. */
function initialsOf(name: string): string {
  return name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A round avatar with a person's initials; decorative, as their name is always written beside it. */
export function InitialsAvatar({ name, ...props }: { name: string } & Omit<AvatarProps, 'children'>) {
  return (
    <Avatar radius="xl" {...props} aria-hidden>
      {initialsOf(name)}
    </Avatar>
  );
}
