import { describe, expect, it } from 'vitest';
import {
  customFormFields,
  FONT_SIZE_MAX,
  isFormField,
  knownFieldOf,
  knownValuesOf,
  type LayoutElement,
  layoutElementSchema,
  newLayoutElement,
  parseLayoutFile,
  renderedTextOf,
  type TextElement,
} from './work-order-layout.ts';
import { resolveWorkOrderSettings, workOrderSettingsDefaults } from './work-order-settings.ts';
import { canChangeStatus, canSignOrComplete, formatWorkOrderNumber, isWorkOrderLocked, missingForCompletion } from './work-order-status.ts';

const text = (label: string, id = 'e1'): TextElement => ({ ...(newLayoutElement('text', 0, id) as TextElement), label });

describe('work order layout', () => {
  it('places new elements at x 50, y 50 plus 60 per element, with the default sizes', () => {
    expect(newLayoutElement('text', 0, 'a')).toMatchObject({ position: { x: 50, y: 50 }, size: { width: 200, height: 40 }, fontSize: 16 });
    expect(newLayoutElement('logo', 1, 'b')).toMatchObject({ position: { x: 50, y: 110 }, size: { width: 150, height: 80 } });
    expect(newLayoutElement('signature', 3, 'c')).toMatchObject({ position: { x: 50, y: 230 }, size: { width: 300, height: 100 } });
  });

  it('treats a text label ending in a colon as a form field, and only text', () => {
    expect(isFormField(text('Serial number:'))).toBe(true);
    expect(isFormField(text('Serial number: '))).toBe(true);
    expect(isFormField(text('Thank you for your business'))).toBe(false);
    expect(isFormField({ ...(newLayoutElement('logo', 0, 'l') as LayoutElement), label: 'Logo:' })).toBe(false);
  });

  it('accepts font sizes from 8 to 72 only', () => {
    expect(layoutElementSchema.safeParse({ ...text('A'), fontSize: 8 }).success).toBe(true);
    expect(layoutElementSchema.safeParse({ ...text('A'), fontSize: FONT_SIZE_MAX }).success).toBe(true);
    expect(layoutElementSchema.safeParse({ ...text('A'), fontSize: 7 }).success).toBe(false);
    expect(layoutElementSchema.safeParse({ ...text('A'), fontSize: 73 }).success).toBe(false);
  });

  it('knows the longer phrase first and keeps custom fields apart', () => {
    expect(knownFieldOf('Scheduled Date')).toBe('scheduledDate');
    expect(knownFieldOf('Work Order Number')).toBe('workOrderNumber');
    expect(knownFieldOf('Date')).toBe('date');
    expect(knownFieldOf('Serial number')).toBeNull();
    const fields = customFormFields([text('Customer:', 'a'), text('Serial number:', 'b'), text('Heading', 'c')]);
    expect(fields.map((field) => field.id)).toEqual(['b']);
  });

  it("renders values, answers and the specification's fallbacks", () => {
    expect(renderedTextOf(text('Customer:'), {}, {})).toBe('Customer: Customer Name');
    expect(renderedTextOf(text('Work Order Number:'), { workOrderNumber: 'WO-0007' }, {})).toBe('Work Order Number: WO-0007');
    expect(renderedTextOf(text('Scheduled Date:'), { scheduledDate: null }, {})).toBe('Scheduled Date: TBD');
    expect(renderedTextOf(text('Assigned To:'), {}, {})).toBe('Assigned To: Unassigned');
    expect(renderedTextOf(text('Serial number:', 's'), {}, { s: 'SN-42' })).toBe('Serial number: SN-42');
    expect(renderedTextOf(text('Thank you'), { title: 'x' }, {})).toBe('Thank you');
  });

  it("states on a real work order what it lacks, never the preview's sample values", () => {
    const known = knownValuesOf(
      {
        workOrderNumber: 'WO-0003',
        customerName: null,
        customerCompany: null,
        title: 'Boiler service',
        description: '',
        status: 'completed',
        priority: 'high',
        assigneeName: null,
        createdAt: new Date('2025-03-15T14:30:00Z'),
        scheduledDate: null,
      },
      (at) => at.toISOString().slice(0, 16).replace('T', ' '),
    );
    const lines = ['Customer:', 'Scheduled Date:', 'Date:', 'Time:', 'Assigned To:', 'Description:'].map((label) =>
      renderedTextOf(text(label), known, {}),
    );
    expect(lines).toEqual([
      'Customer: No customer',
      'Scheduled Date: Not scheduled',
      'Date: Not scheduled',
      'Time: Not scheduled',
      'Assigned To: Unassigned',
      'Description:',
    ]);
  });

  it('imports a layout file, and refuses a broken one naming the problem', () => {
    const good = JSON.stringify({ elements: [text('Customer:')] });
    expect(parseLayoutFile(good)).toEqual({ elements: [text('Customer:')] });
    expect(parseLayoutFile(JSON.stringify([text('Customer:')]))).toEqual({ elements: [text('Customer:')] });
    expect(parseLayoutFile('{not json')).toEqual({ error: 'This file is not a work order layout: it is not JSON.' });
    const wrong = parseLayoutFile(JSON.stringify({ elements: [{ ...text('A'), fontSize: 200 }] }));
    expect('error' in wrong && wrong.error).toMatch(/^This file is not a work order layout \(elements\.0\.fontSize: /);
    expect('error' in parseLayoutFile(JSON.stringify({ elements: [text('A', 'x'), text('B', 'x')] }))).toBe(true);
  });
});

describe('work order settings', () => {
  it("has section 9's defaults and reads an invalid stored value as its default", () => {
    expect(workOrderSettingsDefaults).toMatchObject({
      defaultViewLayout: 'card',
      cardsPerRow: 2,
      timeSlotDuration: 60,
      defaultSchedulingView: 'calendar',
      autoAssignTo: 'none',
      defaultPriority: 'medium',
    });
    expect(resolveWorkOrderSettings({ cardsPerRow: 9, defaultViewLayout: 'table', timeSlotDuration: 45 })).toMatchObject({
      cardsPerRow: 2,
      defaultViewLayout: 'table',
      timeSlotDuration: 60,
    });
  });
});

describe('work order status', () => {
  it('goes pending, in progress, then completed through Mark Complete only', () => {
    expect(canChangeStatus('pending', 'in_progress')).toBe(true);
    expect(canChangeStatus('in_progress', 'cancelled')).toBe(true);
    expect(canChangeStatus('in_progress', 'completed')).toBe(false);
    expect(canChangeStatus('completed', 'in_progress')).toBe(false);
    expect(canSignOrComplete('in_progress')).toBe(true);
    expect(canSignOrComplete('pending')).toBe(false);
    expect(isWorkOrderLocked('completed')).toBe(true);
  });

  it('asks for the signature, then a photo, as the settings require', () => {
    const both = { enableSignatureCapture: true, requirePhotoDocumentation: true };
    expect(missingForCompletion(both, { isSigned: false, photoCount: 0 })).toBe('signature');
    expect(missingForCompletion(both, { isSigned: true, photoCount: 0 })).toBe('photo');
    expect(missingForCompletion(both, { isSigned: true, photoCount: 1 })).toBeNull();
    expect(
      missingForCompletion({ enableSignatureCapture: false, requirePhotoDocumentation: false }, { isSigned: false, photoCount: 0 }),
    ).toBeNull();
  });

  it('numbers work orders WO-0001 style', () => {
    expect(formatWorkOrderNumber(1)).toBe('WO-0001');
    expect(formatWorkOrderNumber(12345)).toBe('WO-12345');
  });
});
