import { Liquid } from 'liquidjs';
import { DomainError } from '../../../domain/errors.ts';
import { savedReplyLimits } from '../../../domain/saved-replies.ts';

/** The values a reply's placeholders are filled with; a missing one renders empty. */
export interface ReplyPlaceholderValues {
  customer: { first_name: string; name: string; email: string };
  ticket: { number: string; title: string; status: string };
  agent: { name: string; first_name: string };
  organization: { name: string };
}

/** Tags that only choose or repeat text: nothing that reads a file (include, render, layout) or keeps state between replies. */
const allowedTags: ReadonlySet<string> = new Set(['if', 'unless', 'case', 'comment', '#', 'raw', 'for', 'break', 'continue']);

/** Control characters other than tab and line breaks, which a value could carry into a comment or an e-mail. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * A comment is plain text, shown as text and mailed as text: a value is not HTML-escaped (a customer called
 * "Smith & Sons" keeps the ampersand), only stripped of control characters; an object or list prints nothing.
 */
function plainTextOf(value: unknown): string {
  if (value === null || value === undefined || typeof value === 'object' || typeof value === 'function') return '';
  return String(value).replace(controlCharacters, '');
}

function createEngine(): Liquid {
  const engine = new Liquid({
    strictFilters: true,
    strictVariables: false,
    ownPropertyOnly: true,
    // No file system: a template names no other template, and the lookups it could try find nothing.
    templates: {},
    outputEscape: plainTextOf,
    parseLimit: savedReplyLimits.body * 2,
    renderLimit: 200,
    memoryLimit: 1_000_000,
  });
  for (const name of Object.keys(engine.tags)) if (!allowedTags.has(name)) delete engine.tags[name];
  return engine;
}

const engine = createEngine();

/** Liquid's message without its own class name, e.g. 'tag "include" not found, line:1, col:7'. */
function problemOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

/** Refuses, naming the problem, a template that does not parse or uses a tag or filter it may not. */
export function assertValidTemplate(body: string): void {
  try {
    engine.parse(body);
  } catch (error) {
    throw new DomainError('saved_reply_template_invalid', `The text of the reply cannot be used: ${problemOf(error)}.`, { field: 'body' });
  }
}

/** The reply's text with its placeholders filled in, as plain text. */
export async function renderReplyTemplate(body: string, values: ReplyPlaceholderValues): Promise<string> {
  let template: ReturnType<Liquid['parse']>;
  try {
    template = engine.parse(body);
  } catch (error) {
    throw new DomainError('saved_reply_template_invalid', `The text of the reply cannot be used: ${problemOf(error)}.`, { field: 'body' });
  }
  try {
    const text: unknown = await engine.render(template, values);
    return String(text).trim();
  } catch (error) {
    throw new DomainError('saved_reply_render_failed', `The reply could not be filled in: ${problemOf(error)}.`);
  }
}
