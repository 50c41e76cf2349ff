import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCamera, IconPaperclip, IconX } from '@tabler/icons-react';
import { formatFileSize } from '../../../domain/file-size.ts';
import { BusyIndicator } from '../../components/busy-indicator.tsx';
import type { useChosenFiles } from './attachment-uploads.ts';

/** Attach files to a message, or on a phone take a photo with its camera; the chosen files are listed under, each removable. */
export function AttachmentPicker({ chosen }: { chosen: ReturnType<typeof useChosenFiles> }) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <FileButton multiple onChange={chosen.add}>
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={14} aria-hidden />}>
              Attach files
            </Button>
          )}
        </FileButton>
        <FileButton accept="image/*" capture="environment" onChange={(file) => file && chosen.add([file])}>
          {(props) => (
            <Button {...props} hiddenFrom="sm" variant="default" size="xs" leftSection={<IconCamera size={14} aria-hidden />}>
              Take photo
            </Button>
          )}
        </FileButton>
      </Group>
      {chosen.files.length > 0 && (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Files to send">
          {chosen.files.map((file) => (
            <Group component="li" key={file.key} gap="xs" wrap="nowrap">
              {file.state === 'uploading' ? (
                <BusyIndicator label={`Uploading ${file.filename}`} size={14} />
              ) : file.state === 'failed' ? (
                <IconAlertCircle size={16} color="var(--mantine-color-red-8)" aria-hidden />
              ) : (
                <IconPaperclip size={16} aria-hidden />
              )}
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.filename}{' '}
                  <Text span size="xs" c="dimmed">
                    {formatFileSize(file.size)}
                  </Text>
                </Text>
                {file.state === 'failed' && (
                  <Text size="xs" c="red.8" role="alert">
                    {file.problem}
                  </Text>
                )}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Remove ${file.filename}`}
                onClick={() => chosen.remove(file.key)}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
