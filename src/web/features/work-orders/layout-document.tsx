import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type KnownField, LAYOUT_CANVAS, type LayoutElement, renderedTextOf } from '../../../domain/work-order-layout.ts';
import { logoSrcOf } from '../theme-settings/theme-queries.ts';

export const layoutImageUrlOf = (fileId: string) => logoSrcOf(`/api/work-order-layout/images/${fileId}`) as string;

/** How far down the layout reaches: at least the canvas, more when elements were placed lower. */
export function layoutHeightOf(elements: readonly LayoutElement[]): number {
  return Math.max(LAYOUT_CANVAS.height, ...elements.map((element) => element.position.y + element.size.height));
}

interface LayoutDocumentProps {
  elements: readonly LayoutElement[];
  known: Partial<Record<KnownField, string | null>>;
  formValues: Readonly<Record<string, string>>;
  /** The signature's image, shown in signature boxes; the box's label when there is none. */
  signatureSrc?: string | null;
  signatureCaption?: string | null;
}

/**
 * The layout as the customer's document shows it: every element at its place, form fields with their values
 * (or the specification's fallbacks). A narrower space shows the whole page smaller, as the PDF would.
 */
export function LayoutDocument({ elements, known, formValues, signatureSrc = null, signatureCaption = null }: LayoutDocumentProps) {
  const { ref, width } = useElementSize();
  const scale = width > 0 ? Math.min(1, width / LAYOUT_CANVAS.width) : 1;
  const height = layoutHeightOf(elements);
  return (
    <Box ref={ref} h={height * scale} style={{ overflow: 'hidden' }}>
      <Box
        pos="relative"
        bg="white"
        c="#111827"
        style={{
          width: LAYOUT_CANVAS.width,
          height: layoutHeightOf(elements),
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 4,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
        }}
      >
        {elements.map((element) => (
          <Box
            key={element.id}
            pos="absolute"
            style={{
              left: element.position.x,
              top: element.position.y,
              width: element.size.width,
              height: element.size.height,
              overflow: 'hidden',
            }}
          >
            {element.type === 'text' && (
              <Text
                fz={element.fontSize}
                fw={element.fontWeight === 'bold' ? 700 : 400}
                ta={element.textAlign}
                lh={1.25}
                style={{ whiteSpace: element.isMultiLine ? 'pre-wrap' : 'nowrap', color: '#111827' }}
              >
                {renderedTextOf(element, known, formValues)}
              </Text>
            )}
            {element.type === 'logo' &&
              (element.imageFileId ? (
                <img
                  src={layoutImageUrlOf(element.imageFileId)}
                  alt={element.label || 'Logo'}
                  style={{ width: '100%', height: '100%', objectFit: 'contain' }}
                />
              ) : (
                <Text size="xs" c="#4b5563">
                  {element.label || 'Logo'}
                </Text>
              ))}
            {element.type === 'signature' && (
              <Box
                h="100%"
                style={{ borderBottom: '1px solid #6b7280', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}
              >
                {signatureSrc ? (
                  <img
                    src={signatureSrc}
                    alt="Signature"
                    style={{ maxWidth: '100%', maxHeight: '85%', objectFit: 'contain', alignSelf: 'flex-start' }}
                  />
                ) : null}
                <Text size="xs" c="#4b5563">
                  {signatureCaption ?? element.label}
                </Text>
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
