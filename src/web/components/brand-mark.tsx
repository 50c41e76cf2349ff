/** Tandem's mark: two linked rings on the primary colour. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <circle cx="12.5" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.5" />
      <circle cx="19.5" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.5" />
    </svg>
  );
}
