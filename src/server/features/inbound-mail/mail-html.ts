import sanitizeHtml from 'sanitize-html';
import { MAIL_IMAGE_ATTRIBUTES } from '../../../domain/inbound-mail.ts';

const { attachment: ATTACHMENT_IMAGE_ATTRIBUTE, remote: REMOTE_IMAGE_ATTRIBUTE } = MAIL_IMAGE_ATTRIBUTES;

const length = /^(\d{1,4}(\.\d+)?(px|pt|em|rem|%)?|0|auto)$/i;
const lengths = /^((\d{1,4}(\.\d+)?(px|pt|em|rem|%)?|0|auto)\s*){1,4}$/i;
const color = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*[\d.%\s,]+\))$/i;
const border = /^[\w\s#.,%()-]{1,80}$/i;

/**
 * Styles that stay inside the message's box: colours, type, spacing and borders. No position, z-index, transform,
 * display or anything with url(), so nothing is laid over the page or fetched from elsewhere.
 */
const allowedStyles: Record<string, RegExp[]> = {
  color: [color],
  'background-color': [color],
  'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/i],
  'font-style': [/^(normal|italic|oblique)$/i],
  'font-size': [length, /^(x{0,2}-?small|medium|x{0,2}-?large|smaller|larger)$/i],
  'font-family': [/^[\w\s"',-]{1,120}$/],
  'text-decoration': [/^[a-z\s-]{1,40}$/i],
  'text-align': [/^(left|right|center|justify|start|end)$/i],
  'vertical-align': [/^(top|middle|bottom|baseline)$/i],
  'line-height': [length, /^\d(\.\d+)?$/],
  'white-space': [/^(normal|nowrap|pre|pre-wrap|pre-line)$/i],
  margin: [lengths],
  padding: [lengths],
  ...Object.fromEntries(
    ['top', 'right', 'bottom', 'left'].flatMap((side) => [
      [`margin-${side}`, [length]],
      [`padding-${side}`, [length]],
    ]),
  ),
  border: [border],
  ...Object.fromEntries(['top', 'right', 'bottom', 'left'].map((side) => [`border-${side}`, [border]])),
  'border-collapse': [/^(collapse|separate)$/i],
  width: [length],
  'max-width': [length],
};

const safeDataImage = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

export interface SanitizeOptions {
  /** The stored attachment of each Content-ID (without angle brackets, lower case) the HTML's cid: images name. */
  attachmentOfContentId: ReadonlyMap<string, string>;
}

/**
 * A received message's HTML reduced to an allow-list: text formatting, links (opened apart, without the referrer),
 * tables and images. Scripts, event handlers, forms, frames, style sheets and classes are gone; an image of the
 * message points at its stored attachment, and a remote image keeps its address aside until the reader asks for it.
 */
export function sanitizeMailHtml(html: string, { attachmentOfContentId }: SanitizeOptions): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...['p', 'div', 'span', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'sub', 'sup', 'small', 'big', 'font'],
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img'],
      ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup', 'col', 'center', 'abbr', 'cite', 'q'],
    ],
    allowedAttributes: {
      '*': ['style', 'title', 'dir', 'lang', 'align'],
      a: ['href', 'target', 'rel'],
      img: ['alt', 'width', 'height', ATTACHMENT_IMAGE_ATTRIBUTE, REMOTE_IMAGE_ATTRIBUTE, 'src'],
      td: ['colspan', 'rowspan', 'valign', 'width'],
      th: ['colspan', 'rowspan', 'valign', 'width'],
      table: ['cellpadding', 'cellspacing', 'border', 'width'],
      col: ['span', 'width'],
      font: ['color', 'size'],
      ol: ['start', 'type'],
    },
    allowedStyles: { '*': allowedStyles },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'select', 'button', 'iframe', 'object'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
        },
      }),
      img: (tagName, attribs) => {
        const source = (attribs.src ?? '').trim();
        const kept = Object.fromEntries(
          Object.entries(attribs).filter(([name]) => ['alt', 'width', 'height', 'title', 'style'].includes(name)),
        );
        const cid = source.match(/^cid:(.+)$/i)?.[1];
        const attachmentId = cid ? attachmentOfContentId.get(cid.replace(/^<|>$/g, '').toLowerCase()) : undefined;
        if (attachmentId) return { tagName, attribs: { ...kept, [ATTACHMENT_IMAGE_ATTRIBUTE]: attachmentId } };
        if (/^https?:\/\//i.test(source)) return { tagName, attribs: { ...kept, [REMOTE_IMAGE_ATTRIBUTE]: source } };
        if (safeDataImage.test(source)) return { tagName, attribs: { ...kept, src: source } };
        return { tagName, attribs: kept };
      },
    },
  }).trim();
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The text of HTML, a line for each block, for a message that came without a text part (Apple Mail's inline images). */
export function textOfHtml(html: string): string {
  const withBreaks = html.replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6]|\/blockquote)\b[^>]*>/gi, '$&\n');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'title', 'head'] })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
