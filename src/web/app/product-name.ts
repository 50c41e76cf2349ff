/** The product's name, as the server's PLATFORM_NAME; set VITE_PLATFORM_NAME when building for another name. */
export const PRODUCT_NAME: string = import.meta.env.VITE_PLATFORM_NAME || 'Tandem';
