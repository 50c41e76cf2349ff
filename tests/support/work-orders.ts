import type { LayoutElement } from '../../src/domain/work-order-layout.ts';

/** A 1x1 PNG: the smallest image the upload and signature checks accept. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const tinyPngDataUrl = `data:image/png;base64,${tinyPng.toString('base64')}`;

const text = (id: string, label: string, y: number): LayoutElement => ({
  id,
  type: 'text',
  label,
  position: { x: 50, y },
  size: { width: 400, height: 40 },
  fontSize: 14,
  fontWeight: 'normal',
  textAlign: 'left',
  isMultiLine: false,
});

/** A layout with a heading, two known fields, one custom field and a signature box. */
export const sampleLayout: LayoutElement[] = [
  text('heading', 'Service Report', 50),
  text('customer', 'Customer:', 110),
  text('number', 'Work Order Number:', 170),
  text('serial', 'Serial number:', 230),
  { id: 'sign', type: 'signature', label: 'Signature', position: { x: 50, y: 290 }, size: { width: 300, height: 100 } },
];
