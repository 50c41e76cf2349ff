import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** A page rendered outside the browser: the title for the document's head, and the markup of its root. */
export interface RenderedPage {
  /** HTML-escaped, as React writes it. */
  title: string | null;
  body: string;
}

/** React writes the page's `<title>` first, where the page is rendered; the document wants it in its head. */
export function renderPage(page: ReactNode): RenderedPage {
  const html = renderToString(page);
  const title = /^<title>(.*?)<\/title>/.exec(html);
  return title ? { title: title[1] ?? '', body: html.slice(title[0].length) } : { title: null, body: html };
}
