import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconEraser } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { SIGNATURE_CANVAS } from '../../../domain/work-order-layout.ts';

export interface CapturedSignature {
  /** The drawing as a PNG data URL. */
  image: string;
  signerName: string;
}

interface SignatureDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** Saves the signature; a test signature (the layout designer's) asks for no name. */
  onSave(signature: CapturedSignature): void;
  isTest?: boolean;
  isSaving?: boolean;
  error?: string | null;
}

/** The signature dialog: a 300x150 pad drawn with a finger, pen or mouse; Save is enabled once something is drawn. */
export function SignatureDialog({ isOpen, onClose, onSave, isTest = false, isSaving = false, error = null }: SignatureDialogProps) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [hasDrawing, setHasDrawing] = useState(false);
  const [signerName, setSignerName] = useState('');

  // The canvas exists once the modal has rendered its content.
  function attach(element: HTMLCanvasElement | null) {
    canvas.current = element;
    if (!element || pad.current) return;
    // A sharp line on high-density screens: the backing store follows the device's pixel ratio.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = SIGNATURE_CANVAS.width * ratio;
    element.height = SIGNATURE_CANVAS.height * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const created = new SignaturePad(element, { penColor: '#111827', backgroundColor: 'rgba(0,0,0,0)' });
    created.addEventListener('endStroke', () => setHasDrawing(!created.isEmpty()));
    pad.current = created;
  }

  useEffect(() => {
    if (isOpen) return;
    pad.current?.off();
    pad.current = null;
    setHasDrawing(false);
    setSignerName('');
  }, [isOpen]);

  function clear() {
    pad.current?.clear();
    setHasDrawing(false);
  }

  const canSave = hasDrawing && (isTest || signerName.trim() !== '');

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={isTest ? 'Test Signature' : 'Capture Signature'}
      centered
      size="auto"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Sign inside the box with a finger, pen or mouse.
        </Text>
        <canvas
          ref={attach}
          aria-label="Signature pad: draw the signature here"
          role="img"
          style={{
            width: SIGNATURE_CANVAS.width,
            height: SIGNATURE_CANVAS.height,
            maxWidth: '100%',
            border: '1px dashed var(--mantine-color-gray-5)',
            borderRadius: 8,
            background: '#fff',
            touchAction: 'none',
          }}
        />
        {!isTest && (
          <TextInput
            label="Signer's name"
            placeholder="Type the name of the person signing"
            value={signerName}
            onChange={(event) => setSignerName(event.currentTarget.value)}
            maxLength={200}
            withAsterisk
          />
        )}
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Failed to save signature">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconEraser size={16} />} onClick={clear} disabled={!hasDrawing}>
            Clear
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={!canSave}
              loading={isSaving}
              onClick={() => pad.current && onSave({ image: pad.current.toDataURL('image/png'), signerName: signerName.trim() })}
            >
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
