import { z } from 'zod';
import { type Priority, priorityLabels } from './ticket-status.ts';
import { type WorkOrderStatus, workOrderStatusLabels } from './work-order-status.ts';

export const layoutElementTypes = ['text', 'logo', 'signature'] as const;
export type LayoutElementType = (typeof layoutElementTypes)[number];

/** The designer's canvas: the layout area of the specification (600x400) plus its 20 px margin on each side. */
export const LAYOUT_CANVAS = { width: 600, height: 400, margin: 20 } as const;
/** Elements may sit anywhere on a page that grows downwards; this bounds what a layout file may claim. */
export const LAYOUT_MAX_COORDINATE = 4000;
export const LAYOUT_MAX_ELEMENTS = 100;
export const LAYOUT_LABEL_MAX = 500;
export const FONT_SIZE_MIN = 8;
export const FONT_SIZE_MAX = 72;
/** Signature canvas of the signature dialog (workspace.md section 9), drawn in PNG. */
export const SIGNATURE_CANVAS = { width: 300, height: 150 } as const;

/** Default sizes of a new element (workspace.md section 9). */
export const defaultElementSizes: Record<LayoutElementType, { width: number; height: number }> = {
  text: { width: 200, height: 40 },
  logo: { width: 150, height: 80 },
  signature: { width: 300, height: 100 },
};
export const DEFAULT_FONT_SIZE = 16;

const coordinate = z.number().finite().min(0).max(LAYOUT_MAX_COORDINATE);
const dimension = z.number().finite().min(10).max(LAYOUT_MAX_COORDINATE);

const elementBase = {
  id: z.string().trim().min(1).max(64),
  label: z.string().max(LAYOUT_LABEL_MAX, `use at most ${LAYOUT_LABEL_MAX} characters`),
  position: z.object({ x: coordinate, y: coordinate }),
  size: z.object({ width: dimension, height: dimension }),
};

export const textElementSchema = z.object({
  ...elementBase,
  type: z.literal('text'),
  fontSize: z.number().int().min(FONT_SIZE_MIN).max(FONT_SIZE_MAX, `use a font size from ${FONT_SIZE_MIN} to ${FONT_SIZE_MAX}`),
  fontWeight: z.enum(['normal', 'bold']),
  textAlign: z.enum(['left', 'center', 'right']),
  isMultiLine: z.boolean(),
});

export const logoElementSchema = z.object({
  ...elementBase,
  type: z.literal('logo'),
  imageFileId: z.uuid().nullable().describe('The uploaded image shown in the box; null until one is uploaded'),
});

export const signatureElementSchema = z.object({ ...elementBase, type: z.literal('signature') });

export const layoutElementSchema = z.discriminatedUnion('type', [textElementSchema, logoElementSchema, signatureElementSchema]);
export type LayoutElement = z.infer<typeof layoutElementSchema>;
export type TextElement = z.infer<typeof textElementSchema>;

export const layoutElementsSchema = z
  .array(layoutElementSchema)
  .max(LAYOUT_MAX_ELEMENTS, `a layout holds at most ${LAYOUT_MAX_ELEMENTS} elements`)
  .refine((elements) => new Set(elements.map((element) => element.id)).size === elements.length, 'two elements have the same id');

/** The work-order-layout.json file of Export and Import. */
export const layoutFileSchema = z.object({ elements: layoutElementsSchema });
export const LAYOUT_FILE_NAME = 'work-order-layout.json';

/** Images a layout or a work order carries end up in its PDF, which takes PNG and JPEG. */
export const documentImageTypes = ['image/png', 'image/jpeg'] as const;
export const LAYOUT_IMAGE_MAX_BYTES = 1024 * 1024;

export const layoutMessages = {
  importNotJson: 'This file is not a work order layout: it is not JSON.',
  noLayout: 'No work order layout yet. An admin designs it in Settings, Work Orders.',
  imageNotImage: 'Please choose a PNG or JPEG image for the logo.',
  imageTooLarge: `The logo must be ${LAYOUT_IMAGE_MAX_BYTES / (1024 * 1024)} MB or smaller.`,
  imageMissing: 'A logo of this layout was not uploaded here. Please upload it again.',
  imageNotFound: 'Image not found.',
} as const;

export const layoutImageUploadRules = {
  maxBytes: LAYOUT_IMAGE_MAX_BYTES,
  field: 'image',
  notImage: layoutMessages.imageNotImage,
  tooLarge: layoutMessages.imageTooLarge,
  types: documentImageTypes,
} as const;

/** Why a layout file was refused, naming the first problem; the layout on screen is left as it was. */
export function parseLayoutFile(text: string): { elements: LayoutElement[] } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: layoutMessages.importNotJson };
  }
  // Files exported by the earlier app were a bare array of elements.
  const parsed = layoutFileSchema.safeParse(Array.isArray(data) ? { elements: data } : data);
  if (parsed.success) return { elements: parsed.data.elements };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { error: `This file is not a work order layout (${where}${issue?.message ?? 'unknown problem'}).` };
}

/** A new element of a type, placed below the ones already there (x 50, y 50 plus 60 per element). */
export function newLayoutElement(type: LayoutElementType, existingCount: number, id: string): LayoutElement {
  const base = { id, position: { x: 50, y: 50 + 60 * existingCount }, size: { ...defaultElementSizes[type] } };
  switch (type) {
    case 'text':
      return {
        ...base,
        type,
        label: 'New Field:',
        fontSize: DEFAULT_FONT_SIZE,
        fontWeight: 'normal',
        textAlign: 'left',
        isMultiLine: false,
      };
    case 'logo':
      return { ...base, type, label: 'Logo', imageFileId: null };
    case 'signature':
      return { ...base, type, label: 'Signature' };
  }
}

/** A text label ending in a colon is a form field to fill in; one without is plain text. */
export function isFormField(element: LayoutElement): element is TextElement {
  return element.type === 'text' && element.label.trim().endsWith(':');
}

export function fieldNameOf(element: TextElement): string {
  return element.label.trim().replace(/:$/, '').trim();
}

/** The work order values the renderer knows by name. */
export type KnownField =
  | 'workOrderNumber'
  | 'customer'
  | 'title'
  | 'description'
  | 'status'
  | 'priority'
  | 'assignedTo'
  | 'createdDate'
  | 'scheduledDate'
  | 'date'
  | 'time';

/** Longer phrases first: "scheduled date" is not the plain "date". */
const knownPhrases: readonly [string, KnownField][] = [
  ['work order number', 'workOrderNumber'],
  ['scheduled date', 'scheduledDate'],
  ['created date', 'createdDate'],
  ['assigned to', 'assignedTo'],
  ['description', 'description'],
  ['customer', 'customer'],
  ['priority', 'priority'],
  ['status', 'status'],
  ['title', 'title'],
  ['date', 'date'],
  ['time', 'time'],
];

/** The known work order value a label names, if it contains one of the renderer's phrases. */
export function knownFieldOf(label: string): KnownField | null {
  const lowered = label.toLowerCase();
  return knownPhrases.find(([phrase]) => lowered.includes(phrase))?.[1] ?? null;
}

/** What the renderer shows for a known value that is missing (workspace.md section 9). */
export const knownFieldFallbacks: Record<KnownField, string> = {
  workOrderNumber: 'WO-001',
  customer: 'Customer Name',
  title: 'Work Order Title',
  description: '',
  status: 'Pending',
  priority: 'Medium',
  assignedTo: 'Unassigned',
  createdDate: 'TBD',
  scheduledDate: 'TBD',
  date: 'TBD',
  time: 'TBD',
};

/** Form fields the layout asks for beyond the work order's own fields: their answers are kept by element id. */
export function customFormFields(elements: readonly LayoutElement[]): TextElement[] {
  return elements.filter(isFormField).filter((element) => knownFieldOf(fieldNameOf(element)) === null);
}

/**
 * The text a layout element shows for a work order: a form field reads "Label: value" with the known value
 * its label names, else the answer given on the form; values not given (the designer's preview) take the
 * specification's fallbacks.
 */
export function renderedTextOf(
  element: TextElement,
  known: Partial<Record<KnownField, string | null>>,
  formValues: Readonly<Record<string, string>>,
): string {
  const label = element.label.trim();
  if (!label.endsWith(':')) return element.label;
  const field = knownFieldOf(fieldNameOf(element));
  const value = field ? (known[field] ?? knownFieldFallbacks[field]) : (formValues[element.id] ?? '');
  return `${label} ${value}`.trimEnd();
}

export interface WorkOrderFacts {
  workOrderNumber: string;
  customerName: string | null;
  customerCompany: string | null;
  title: string;
  description: string;
  status: WorkOrderStatus;
  priority: Priority;
  assigneeName: string | null;
  createdAt: Date;
  scheduledDate: Date | null;
}

/**
 * The values the layout's known phrases show for a real work order, with dates written by `format` as "date time".
 * A value it lacks is stated as such: the preview's sample values would read as facts on a signed record.
 */
export function knownValuesOf(workOrder: WorkOrderFacts, format: (at: Date) => string): Record<KnownField, string> {
  const scheduled = workOrder.scheduledDate ? format(workOrder.scheduledDate) : null;
  const [scheduledDay, ...scheduledTime] = scheduled?.split(' ') ?? [];
  const notScheduled = 'Not scheduled';
  return {
    workOrderNumber: workOrder.workOrderNumber,
    customer: [workOrder.customerName, workOrder.customerCompany].filter(Boolean).join(', ') || 'No customer',
    title: workOrder.title,
    description: workOrder.description,
    status: workOrderStatusLabels[workOrder.status],
    priority: priorityLabels[workOrder.priority],
    assignedTo: workOrder.assigneeName || 'Unassigned',
    createdDate: format(workOrder.createdAt).split(' ')[0] ?? '',
    scheduledDate: scheduled ?? notScheduled,
    date: scheduledDay ?? notScheduled,
    time: scheduledTime.join(' ') || notScheduled,
  };
}
