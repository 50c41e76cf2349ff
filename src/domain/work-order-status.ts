export const workOrderStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];

export const workOrderStatusLabels: Record<WorkOrderStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Work order numbers: WO-0001, WO-0002... per organization. */
export const WORK_ORDER_NUMBER_PREFIX = 'WO-';
export const WORK_ORDER_NUMBER_PADDING = 4;

export function formatWorkOrderNumber(sequence: number): string {
  return `${WORK_ORDER_NUMBER_PREFIX}${String(sequence).padStart(WORK_ORDER_NUMBER_PADDING, '0')}`;
}

/**
 * The status changes a staff member may make directly. Completing goes through Mark Complete (signature and
 * photo rules); a completed work order is reopened by an org admin only, which is recorded.
 */
const directTransitions: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  pending: ['in_progress', 'cancelled'],
  in_progress: ['pending', 'cancelled'],
  cancelled: ['pending'],
  completed: [],
};

export function canChangeStatus(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  return directTransitions[from].includes(to);
}

/** Signature and Mark Complete are offered only while the work is in progress (workspace.md section 4). */
export function canSignOrComplete(status: WorkOrderStatus): boolean {
  return status === 'in_progress';
}

/** A completed work order is a signed record: nothing of it changes until an admin reopens it. */
export function isWorkOrderLocked(status: WorkOrderStatus): boolean {
  return status === 'completed';
}

export interface CompletionRequirements {
  enableSignatureCapture: boolean;
  requirePhotoDocumentation: boolean;
}

/** What Mark Complete still needs, as the message shown to the technician; null when it may complete. */
export function missingForCompletion(
  settings: CompletionRequirements,
  evidence: { isSigned: boolean; photoCount: number },
): 'signature' | 'photo' | null {
  if (settings.enableSignatureCapture && !evidence.isSigned) return 'signature';
  if (settings.requirePhotoDocumentation && evidence.photoCount === 0) return 'photo';
  return null;
}

/** The specification's texts (section 8) and this product's own for the rules it adds. */
export const workOrderMessages = {
  notFound: 'Work Order Not Found',
  createFailed: 'Failed to create work order',
  updateFailed: 'Failed to update work order',
  signatureFailed: 'Failed to save signature',
  noneFound: 'No work orders found',
  created: 'Work order created successfully!',
  signatureSaved: 'Signature saved successfully!',
  titleRequired: 'Please enter a title for the work order.',
  signatureRequired: 'The customer must sign the work order before it can be completed.',
  photoRequired: 'Add at least one photo before completing the work order.',
  locked: 'This work order is completed: it can no longer be changed. An admin can reopen it.',
  notInProgress: 'Start the work order first: signing and completing happen while it is in progress.',
  statusNotAllowed: 'This status change is not possible.',
  notCompleted: 'Only a completed work order can be reopened.',
  signerNameRequired: "Please type the signer's name.",
  signatureNotImage: 'The signature must be a PNG image.',
  signatureTooLarge: 'The signature image is too large. Clear it and sign again.',
  photoNotImage: 'Please choose a photo (PNG, JPEG, GIF or WebP).',
  photoTooLarge: 'The photo is too large.',
  fileNotFound: 'File not found.',
  documentNotReady: 'The PDF is available once the work order is completed.',
  disabled: 'Work orders are turned off for this organization. An admin can turn them on in Settings, Work Orders.',
  ticketNotFound: 'Ticket not found.',
  customerNotFound: 'Customer not found.',
  assigneeNotStaff: 'Choose a member of your team as the technician.',
} as const;

/** Largest photo and signature uploads. */
export const WORK_ORDER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const SIGNATURE_MAX_BYTES = 512 * 1024;
export const WORK_ORDER_PHOTOS_MAX = 20;
