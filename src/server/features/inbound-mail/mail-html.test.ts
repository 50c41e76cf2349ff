import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml, textOfHtml } from './mail-html.ts';

const sanitize = (html: string) => sanitizeMailHtml(html, { attachmentOfContentId: new Map([['logo@acme', 'attachment-1']]) });

describe('a received mail’s HTML', () => {
  it('keeps raster data images and the message’s own parts, and drops every other image source', () => {
    expect(sanitize('<img src="data:image/png;base64,iVBORw0KGgo=" alt="a">')).toBe(
      '<img alt="a" src="data:image/png;base64,iVBORw0KGgo=" />',
    );
    expect(sanitize('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="b">')).toBe('<img alt="b" />');
    expect(sanitize('<img src="cid:Logo@Acme">')).toBe('<img data-attachment-id="attachment-1" />');
    expect(sanitize('<img src="cid:unknown@acme" srcset="https://x.example/a.png 2x">')).toBe('<img />');
    expect(sanitize('<img src="//tracker.example/p.gif">')).toBe('<img />');
  });

  it('takes no address it did not set itself, and no link but http, https and mailto', () => {
    expect(sanitize('<img data-remote-src="javascript:alert(1)" data-attachment-id="x">')).toBe('<img />');
    expect(sanitize('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitize('<a href="mailto:dana@example.org" target="_self">Dana</a>')).toBe(
      '<a href="mailto:dana@example.org" target="_blank" rel="noopener noreferrer nofollow">Dana</a>',
    );
  });

  it('keeps styles that stay in the box and drops the rest', () => {
    expect(
      sanitize('<div style="color: red; position: absolute; transform: scale(9); margin: 0 4px; background-image: url(x)">a</div>'),
    ).toBe('<div style="color:red;margin:0 4px">a</div>');
    expect(sanitize('<table class="mantine-Modal-root" id="root"><tr><td>a</td></tr></table>')).toBe('<table><tr><td>a</td></tr></table>');
  });

  it('reads as text a line for each block, for mail that has no text part', () => {
    expect(
      textOfHtml('<html><head><title>T</title></head><body><div>Hello &amp; welcome,</div><p>the printer<br>jams.</p></body></html>'),
    ).toBe('Hello & welcome,\nthe printer\njams.');
  });
});
