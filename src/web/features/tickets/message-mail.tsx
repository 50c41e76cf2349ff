import { Anchor, Box, Button, Collapse, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMail, IconPaperclip, IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatFileSize } from '../../../domain/file-size.ts';
import { MAIL_IMAGE_ATTRIBUTES } from '../../../domain/inbound-mail.ts';
import { downloadProtectedFile, fetchProtectedFile, useProtectedImage } from '../../components/protected-files.ts';
import classes from './message-mail.module.css';
import type { MessageMail } from './tickets-queries.ts';

type Attachment = MessageMail['attachments'][number];

const attachmentUrl = (ticketId: string, attachmentId: string) => `/api/tickets/${ticketId}/attachments/${attachmentId}`;
const thumbnailTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const remoteImages = `img[${MAIL_IMAGE_ATTRIBUTES.remote}]`;

function PlainText({ text, dimmed = false }: { text: string; dimmed?: boolean }) {
  return (
    <Text size="sm" c={dimmed ? 'dimmed' : undefined} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

/**
 * A received mail's HTML, sanitized by the server, in a box it cannot escape. Its own images are fetched with the
 * reader's credentials; remote ones stay empty until the reader asks for them.
 */
function MailHtml({ ticketId, html, isShowingRemote }: { ticketId: string; html: string; isShowingRemote: boolean }) {
  const box = useRef<HTMLDivElement>(null);

  // Written here, not rendered: the images below are given their addresses in place, and a render must not reset them.
  // The server keeps only an allow-list of tags, attributes and styles (decision 120); the box contains the rest.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.innerHTML = html;
    const created: string[] = [];
    let isCurrent = true;
    for (const image of element.querySelectorAll<HTMLImageElement>(`img[${MAIL_IMAGE_ATTRIBUTES.attachment}]`)) {
      const attachmentId = image.getAttribute(MAIL_IMAGE_ATTRIBUTES.attachment) ?? '';
      void fetchProtectedFile(attachmentUrl(ticketId, attachmentId))
        .then((blob) => {
          if (!isCurrent) return;
          const url = URL.createObjectURL(blob);
          created.push(url);
          image.src = url;
        })
        .catch(() => image.setAttribute('aria-invalid', 'true'));
    }
    return () => {
      isCurrent = false;
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [ticketId, html]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the images are those the effect above has just put in the box for this html
  useEffect(() => {
    if (!isShowingRemote) return;
    for (const image of box.current?.querySelectorAll<HTMLImageElement>(remoteImages) ?? []) {
      const source = image.getAttribute(MAIL_IMAGE_ATTRIBUTES.remote) ?? '';
      if (!/^https?:\/\//i.test(source)) continue;
      image.referrerPolicy = 'no-referrer';
      image.src = source;
    }
  }, [html, isShowingRemote]);

  return <div ref={box} className={classes.html} />;
}

function AttachmentItem({ ticketId, attachment }: { ticketId: string; attachment: Attachment }) {
  const url = attachmentUrl(ticketId, attachment.id);
  const thumbnail = useProtectedImage(thumbnailTypes.includes(attachment.contentType) ? url : null);
  const download = () => void downloadProtectedFile(url, attachment.filename).catch(() => undefined);
  return (
    <Group component="li" gap="xs" wrap="nowrap">
      {thumbnail ? (
        <UnstyledButton onClick={download} aria-label={`Download ${attachment.filename}`}>
          <Image src={thumbnail} alt="" w={48} h={48} radius="sm" fit="cover" />
        </UnstyledButton>
      ) : (
        <IconPaperclip size={16} aria-hidden />
      )}
      <Anchor component="button" type="button" size="sm" onClick={download} style={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
        {attachment.filename}
      </Anchor>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatFileSize(attachment.size)}
      </Text>
    </Group>
  );
}

/** A message that came by e-mail: who sent it, its HTML (or text), the quoted history it answered, and its files. */
function MailView({ ticketId, text, mail }: { ticketId: string; text: string; mail: MessageMail }) {
  const [isShowingQuote, setShowingQuote] = useState(false);
  const [isShowingRemote, setShowingRemote] = useState(false);
  const hasRemoteImages = [mail.html, isShowingQuote ? mail.quotedHtml : null].some((html) => html?.includes(MAIL_IMAGE_ATTRIBUTES.remote));
  const hasQuote = mail.quotedHtml !== null || mail.quotedText !== '';
  const listed = mail.attachments.filter((attachment) => !attachment.isInline);
  return (
    <Stack gap={6}>
      <Group gap={4} wrap="nowrap">
        <IconMail size={14} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          By e-mail from {mail.from}
        </Text>
      </Group>
      {mail.html ? <MailHtml ticketId={ticketId} html={mail.html} isShowingRemote={isShowingRemote} /> : <PlainText text={text} />}
      {hasRemoteImages && !isShowingRemote && (
        <Group gap="xs">
          <IconPhotoOff size={14} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="xs" c="dimmed">
            Remote images are blocked.
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => setShowingRemote(true)}>
            Show remote images
          </Button>
        </Group>
      )}
      {hasQuote && (
        <Box>
          <Button size="compact-xs" variant="subtle" aria-expanded={isShowingQuote} onClick={() => setShowingQuote((shown) => !shown)}>
            {isShowingQuote ? 'Hide quoted text' : 'Show quoted text'}
          </Button>
          <Collapse expanded={isShowingQuote} keepMounted={false}>
            <Box pt={6}>
              {mail.quotedHtml ? (
                <MailHtml ticketId={ticketId} html={mail.quotedHtml} isShowingRemote={isShowingRemote} />
              ) : (
                <PlainText text={mail.quotedText} dimmed />
              )}
            </Box>
          </Collapse>
        </Box>
      )}
      {listed.length > 0 && <AttachmentList ticketId={ticketId} attachments={listed} />}
    </Stack>
  );
}

function AttachmentList({ ticketId, attachments }: { ticketId: string; attachments: Attachment[] }) {
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Attachments">
      {attachments.map((attachment) => (
        <AttachmentItem key={attachment.id} ticketId={ticketId} attachment={attachment} />
      ))}
    </Stack>
  );
}

interface MessageBodyProps {
  ticketId: string;
  text: string;
  /** The e-mail it came in as, with its files; null for a message written in the app. */
  mail: MessageMail | null;
  /** The files of a message written in the app. */
  attachments: Attachment[];
}

/** A ticket's message (its description or a comment): as the e-mail it came in as, or its text and files. */
export function MessageBody({ ticketId, text, mail, attachments }: MessageBodyProps) {
  if (mail) return <MailView ticketId={ticketId} text={text} mail={mail} />;
  return (
    <Stack gap={6}>
      {text && <PlainText text={text} />}
      {attachments.length > 0 && <AttachmentList ticketId={ticketId} attachments={attachments} />}
    </Stack>
  );
}
