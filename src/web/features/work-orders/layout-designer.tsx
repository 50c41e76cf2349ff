import {
  Accordion,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  FileButton,
  Grid,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconDeviceFloppy,
  IconDownload,
  IconEye,
  IconPhoto,
  IconSignature,
  IconTextSize,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Rnd } from 'react-rnd';
import {
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  isFormField,
  LAYOUT_CANVAS,
  LAYOUT_FILE_NAME,
  type LayoutElement,
  type LayoutElementType,
  newLayoutElement,
  parseLayoutFile,
} from '../../../domain/work-order-layout.ts';
import { downloadBlob } from '../../components/download-file.ts';
import { SavedIndicator, useSavedIndicator } from '../settings/saved-indicator.tsx';
import { LayoutDocument, layoutHeightOf, layoutImageUrlOf } from './layout-document.tsx';
import { type CapturedSignature, SignatureDialog } from './signature-dialog.tsx';
import { useSaveWorkOrderLayout, useUploadLayoutImage, type WorkOrderLayout } from './work-orders-queries.ts';

const NUDGE_PX = 1;
const NUDGE_SHIFT_PX = 10;

const typeLabels: Record<LayoutElementType, string> = { text: 'Text', logo: 'Logo', signature: 'Signature' };

function describeElement(element: LayoutElement): string {
  if (element.type !== 'text') return `${typeLabels[element.type]}: ${element.label}`;
  return `${isFormField(element) ? 'Form field' : 'Text'}: ${element.label || '(empty)'}`;
}

/** The Work Orders tab's layout designer: one layout per organization, saved on the server. */
export function LayoutDesigner({ layout }: { layout: WorkOrderLayout }) {
  const [elements, setElements] = useState<LayoutElement[]>(layout.elements);
  const [savedElements, setSavedElements] = useState<LayoutElement[]>(layout.elements);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const [isSignatureOpen, setIsSignatureOpen] = useState(false);
  const [testSignature, setTestSignature] = useState<CapturedSignature | null>(null);
  const save = useSaveWorkOrderLayout();
  const upload = useUploadLayoutImage();
  const saved = useSavedIndicator();
  const selected = elements.find((element) => element.id === selectedId) ?? null;
  const isDirty = JSON.stringify(elements) !== JSON.stringify(savedElements);

  // Another admin's save arrives live; it replaces the canvas only while nothing here is unsaved.
  const lastSaved = useRef(savedElements);
  lastSaved.current = savedElements;
  useEffect(() => {
    const previous = JSON.stringify(lastSaved.current);
    setElements((current) => (JSON.stringify(current) === previous ? layout.elements : current));
    setSavedElements(layout.elements);
  }, [layout.elements]);

  function add(type: LayoutElementType) {
    const element = newLayoutElement(type, elements.length, crypto.randomUUID());
    setElements((current) => [...current, element]);
    setSelectedId(element.id);
  }

  function change(id: string, patch: Partial<LayoutElement>) {
    setElements((current) => current.map((element) => (element.id === id ? ({ ...element, ...patch } as LayoutElement) : element)));
  }

  function remove(id: string) {
    setElements((current) => current.filter((element) => element.id !== id));
    setSelectedId(null);
  }

  function onElementKey(event: KeyboardEvent, element: LayoutElement) {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(element.id);
      return;
    }
    const step = event.shiftKey ? NUDGE_SHIFT_PX : NUDGE_PX;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const x = Math.min(Math.max(0, element.position.x + move[0]), LAYOUT_CANVAS.width - element.size.width);
    const y = Math.max(0, element.position.y + move[1]);
    change(element.id, { position: { x, y } });
  }

  function exportLayout() {
    downloadBlob(new Blob([JSON.stringify({ elements }, null, 2)], { type: 'application/json' }), LAYOUT_FILE_NAME);
  }

  async function importLayout(file: File | null) {
    if (!file) return;
    const result = parseLayoutFile(await textOf(file));
    if ('error' in result) {
      setImportError(result.error);
      return;
    }
    setImportError(null);
    setElements(result.elements);
    setSelectedId(null);
  }

  function saveLayout() {
    save.mutate(elements, {
      onSuccess: (result) => {
        setSavedElements(result.elements);
        setElements(result.elements);
        saved.flash();
      },
    });
  }

  const canvasHeight = Math.max(LAYOUT_CANVAS.height, layoutHeightOf(elements) + 60);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="layout-designer-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="lg" id="layout-designer-title">
              Work Order Layout
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              The form your technicians fill in and your customers sign.{' '}
              {layout.version > 0 ? `Version ${layout.version}.` : 'Not saved yet.'}
            </Text>
          </div>
          <Group gap="xs">
            <SavedIndicator isShown={saved.isShown} />
            {isDirty && (
              <Badge color="yellow" variant="light">
                Unsaved changes
              </Badge>
            )}
          </Group>
        </Group>

        <Group gap="xs" wrap="wrap">
          <Button variant="light" leftSection={<IconTextSize size={16} />} onClick={() => add('text')}>
            Add Text
          </Button>
          <Button variant="light" leftSection={<IconPhoto size={16} />} onClick={() => add('logo')}>
            Add Logo
          </Button>
          <Button variant="light" leftSection={<IconSignature size={16} />} onClick={() => add('signature')}>
            Add Signature
          </Button>
          <Button variant="default" leftSection={<IconSignature size={16} />} onClick={() => setIsSignatureOpen(true)}>
            Test Signature
          </Button>
          <Button variant="default" leftSection={<IconEye size={16} />} onClick={() => setIsPreviewOpen(true)}>
            Preview
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportLayout}>
            Export
          </Button>
          <FileButton onChange={(file) => void importLayout(file)} accept="application/json,.json">
            {(props) => (
              <Button variant="default" leftSection={<IconUpload size={16} />} {...props}>
                Import
              </Button>
            )}
          </FileButton>
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={saveLayout}
            loading={save.isPending}
            disabled={!isDirty && layout.version > 0}
          >
            Save Layout
          </Button>
        </Group>

        {importError && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title="Import failed"
            withCloseButton
            onClose={() => setImportError(null)}
          >
            {importError} Nothing was changed.
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="The layout was not saved">
            {save.error.message}
          </Alert>
        )}

        <Box hiddenFrom="sm">
          <Button variant="outline" fullWidth h={64} leftSection={<IconSignature size={20} />} onClick={() => setIsSignatureOpen(true)}>
            Tap to sign
          </Button>
        </Box>

        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 3 }} order={{ base: 3, lg: 1 }}>
            <DesignerHelp />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 9 }} order={{ base: 1, lg: 2 }}>
            <Box style={{ overflowX: 'auto' }}>
              <Box
                p={LAYOUT_CANVAS.margin}
                bg="var(--mantine-color-gray-1)"
                style={{ width: LAYOUT_CANVAS.width + 2 * LAYOUT_CANVAS.margin, borderRadius: 8 }}
              >
                <Box
                  pos="relative"
                  bg="white"
                  role="group"
                  aria-label="Layout canvas"
                  data-testid="layout-canvas"
                  onMouseDown={(event) => event.target === event.currentTarget && setSelectedId(null)}
                  style={{ width: LAYOUT_CANVAS.width, height: canvasHeight, boxShadow: '0 0 0 1px var(--mantine-color-gray-4)' }}
                >
                  {elements.map((element) => (
                    <Rnd
                      key={element.id}
                      bounds="parent"
                      size={element.size}
                      position={element.position}
                      minWidth={20}
                      minHeight={20}
                      onDragStart={() => setSelectedId(element.id)}
                      onDragStop={(_event, data) => change(element.id, { position: { x: Math.round(data.x), y: Math.round(data.y) } })}
                      onResizeStop={(_event, _direction, ref, _delta, position) =>
                        change(element.id, {
                          size: { width: Math.round(ref.offsetWidth), height: Math.round(ref.offsetHeight) },
                          position: { x: Math.round(position.x), y: Math.round(position.y) },
                        })
                      }
                    >
                      <Box
                        tabIndex={0}
                        role="button"
                        aria-pressed={element.id === selectedId}
                        aria-label={`${describeElement(element)}. Arrow keys move it, Delete removes it.`}
                        data-element-type={element.type}
                        onFocus={() => setSelectedId(element.id)}
                        onKeyDown={(event) => onElementKey(event, element)}
                        h="100%"
                        w="100%"
                        style={{
                          cursor: 'move',
                          overflow: 'hidden',
                          outline:
                            element.id === selectedId ? '2px solid var(--mantine-color-blue-6)' : '1px dashed var(--mantine-color-gray-5)',
                          outlineOffset: -1,
                          background: element.type === 'text' && isFormField(element) ? 'rgba(37, 99, 235, 0.05)' : undefined,
                        }}
                      >
                        <ElementFace element={element} testSignature={element.type === 'signature' ? testSignature : null} />
                      </Box>
                    </Rnd>
                  ))}
                </Box>
              </Box>
            </Box>
          </Grid.Col>
          <Grid.Col span={12} order={{ base: 2, lg: 3 }}>
            <ElementProperties
              element={selected}
              onChange={(patch) => selected && change(selected.id, patch)}
              onDelete={() => selected && remove(selected.id)}
              onUpload={(file) =>
                selected &&
                upload.mutate(file, {
                  onSuccess: (uploaded) => change(selected.id, { imageFileId: uploaded.fileId } as Partial<LayoutElement>),
                })
              }
              isUploading={upload.isPending}
              uploadError={upload.isError ? upload.error.message : null}
            />
          </Grid.Col>
        </Grid>
      </Stack>

      <Modal
        opened={isPreviewOpen}
        onClose={() => setIsPreviewOpen(false)}
        title="Layout Preview"
        size="auto"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Sample values: a work order fills in its own.
          </Text>
          <LayoutDocument
            elements={elements}
            known={{}}
            formValues={Object.fromEntries(elements.filter(isFormField).map((element) => [element.id, 'Sample answer']))}
            signatureSrc={testSignature?.image ?? null}
          />
        </Stack>
      </Modal>
      <SignatureDialog
        isTest
        isOpen={isSignatureOpen}
        onClose={() => setIsSignatureOpen(false)}
        onSave={(signature) => {
          setTestSignature(signature);
          setIsSignatureOpen(false);
        }}
      />
    </Card>
  );
}

/** A picked file's text (FileReader: every browser, and the test DOM, have it). */
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

function ElementFace({ element, testSignature }: { element: LayoutElement; testSignature: CapturedSignature | null }) {
  if (element.type === 'text') {
    return (
      <Text
        fz={element.fontSize}
        fw={element.fontWeight === 'bold' ? 700 : 400}
        ta={element.textAlign}
        lh={1.25}
        px={2}
        style={{ whiteSpace: element.isMultiLine ? 'pre-wrap' : 'nowrap', color: '#111827', userSelect: 'none' }}
      >
        {element.label || ' '}
      </Text>
    );
  }
  if (element.type === 'logo') {
    return element.imageFileId ? (
      <img
        src={layoutImageUrlOf(element.imageFileId)}
        alt={element.label || 'Logo'}
        draggable={false}
        style={{ width: '100%', height: '100%', objectFit: 'contain' }}
      />
    ) : (
      <Group h="100%" justify="center" gap={4} c="#4b5563">
        <IconPhoto size={18} aria-hidden />
        <Text size="xs">Logo</Text>
      </Group>
    );
  }
  return (
    <Stack h="100%" justify="flex-end" gap={0} px={4} style={{ borderBottom: '1px solid #6b7280' }}>
      {testSignature && (
        <img
          src={testSignature.image}
          alt="Test signature"
          draggable={false}
          style={{ maxHeight: '80%', objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
      <Text size="xs" c="#4b5563">
        {element.label}
      </Text>
    </Stack>
  );
}

interface ElementPropertiesProps {
  element: LayoutElement | null;
  onChange(patch: Partial<LayoutElement>): void;
  onDelete(): void;
  onUpload(file: File): void;
  isUploading: boolean;
  uploadError: string | null;
}

function ElementProperties({ element, onChange, onDelete, onUpload, isUploading, uploadError }: ElementPropertiesProps) {
  if (!element) {
    return (
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="element-properties">
        <Title order={3} fz="sm" id="element-properties">
          Element Properties
        </Title>
        <Text size="sm" c="dimmed" mt="xs">
          Select an element on the canvas to edit it.
        </Text>
      </Card>
    );
  }
  const numberOf = (value: string | number, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="element-properties">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <Group justify="space-between">
          <Title order={3} fz="sm" id="element-properties">
            Element Properties
          </Title>
          <Badge variant="light">{element.type === 'text' && isFormField(element) ? 'Form field' : typeLabels[element.type]}</Badge>
        </Group>
        <TextInput
          label="Label"
          description={element.type === 'text' ? 'End it with a colon to make it a form field' : undefined}
          value={element.label}
          maxLength={500}
          onChange={(event) => onChange({ label: event.currentTarget.value })}
        />
        {element.type === 'text' && (
          <>
            <NumberInput
              label="Font size"
              min={FONT_SIZE_MIN}
              max={FONT_SIZE_MAX}
              clampBehavior="strict"
              allowDecimal={false}
              value={element.fontSize}
              onChange={(value) =>
                onChange({ fontSize: Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, numberOf(value, element.fontSize))) })
              }
            />
            <Select
              label="Font weight"
              data={[
                { value: 'normal', label: 'Normal' },
                { value: 'bold', label: 'Bold' },
              ]}
              value={element.fontWeight}
              allowDeselect={false}
              onChange={(value) => value && onChange({ fontWeight: value as 'normal' | 'bold' })}
            />
            <div>
              <Text size="sm" fw={500} mb={4} id="text-align-label">
                Alignment
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="text-align-label"
                data={[
                  { value: 'left', label: 'Left' },
                  { value: 'center', label: 'Center' },
                  { value: 'right', label: 'Right' },
                ]}
                value={element.textAlign}
                onChange={(value) => onChange({ textAlign: value as 'left' | 'center' | 'right' })}
              />
            </div>
            <Switch
              label="Multi-line"
              checked={element.isMultiLine}
              onChange={(event) => onChange({ isMultiLine: event.currentTarget.checked })}
            />
          </>
        )}
        {element.type === 'logo' && (
          <Stack gap={4}>
            <FileButton onChange={(file) => file && onUpload(file)} accept="image/png,image/jpeg">
              {(props) => (
                <Button variant="light" leftSection={<IconUpload size={16} />} loading={isUploading} {...props}>
                  {element.imageFileId ? 'Replace image' : 'Upload image'}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              PNG or JPEG, up to 1 MB.
            </Text>
            {uploadError && (
              <Text size="xs" c="red.8" role="alert">
                {uploadError}
              </Text>
            )}
          </Stack>
        )}
        <Group grow gap="xs">
          <NumberInput
            label="X"
            min={0}
            value={element.position.x}
            onChange={(value) => onChange({ position: { ...element.position, x: numberOf(value, 0) } })}
          />
          <NumberInput
            label="Y"
            min={0}
            value={element.position.y}
            onChange={(value) => onChange({ position: { ...element.position, y: numberOf(value, 0) } })}
          />
        </Group>
        <Group grow gap="xs">
          <NumberInput
            label="Width"
            min={10}
            max={LAYOUT_CANVAS.width}
            value={element.size.width}
            onChange={(value) => onChange({ size: { ...element.size, width: numberOf(value, element.size.width) } })}
          />
          <NumberInput
            label="Height"
            min={10}
            value={element.size.height}
            onChange={(value) => onChange({ size: { ...element.size, height: numberOf(value, element.size.height) } })}
          />
        </Group>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete} mt={{ sm: 24 }}>
          Delete Element
        </Button>
      </SimpleGrid>
    </Card>
  );
}

function DesignerHelp() {
  return (
    <Card withBorder radius="md" padding="md" component="aside" aria-labelledby="designer-help">
      <Title order={3} fz="sm" id="designer-help" mb="xs">
        How it works
      </Title>
      <Accordion variant="contained" defaultValue="fields" chevronPosition="right">
        <Accordion.Item value="fields">
          <Accordion.Control>Creating form fields</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">
              A text whose label ends with a colon, like “Serial number:”, is a field the technician fills in. Labels naming the customer,
              title, description, status, priority, assigned to, dates or the work order number show that value by themselves.
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="elements">
          <Accordion.Control>Adding elements</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">
              Add Text, Add Logo and Add Signature place a new element below the others. Drag it into place and pull its edges to resize it.
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="actions">
          <Accordion.Control>Actions</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">
              Save Layout keeps it for every work order created from now on. Export downloads {LAYOUT_FILE_NAME}; Import reads one back.
              Preview shows it with sample values; Test Signature tries the signature pad.
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="properties">
          <Accordion.Control>Element properties</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">
              Select an element to change its label, font size ({FONT_SIZE_MIN} to {FONT_SIZE_MAX}), weight, alignment, multi-line text,
              position and size, or to upload a logo image.
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="tips">
          <Accordion.Control>Tips</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">
              With an element focused, arrow keys move it by 1 px (10 px with Shift) and Delete removes it. Work orders already filled in
              keep the layout they were made with.
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Card>
  );
}
