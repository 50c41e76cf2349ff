// The qrcode package ships no types; the server uses only its SVG rendering.
declare module 'qrcode' {
  // biome-ignore lint/suspicious/noShadowRestrictedNames: the package's own export name.
  export function toString(
    text: string,
    options: { type: 'svg'; margin?: number; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): Promise<string>;
}
