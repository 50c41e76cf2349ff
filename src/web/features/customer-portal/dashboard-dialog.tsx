import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** The dashboard's dialogs: wide on a desktop, the whole screen on a phone, with a named close button. */
export function DashboardDialog(props: ModalProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  return <Modal size="lg" radius="lg" fullScreen={isPhone} closeButtonProps={{ 'aria-label': 'Close' }} {...props} />;
}
