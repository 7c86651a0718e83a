/**
 * A small ordered XML tree over fast-xml-parser: elements keep their order, attributes and text,
 * so a USEBIO file can be read with element paths in errors and written back as it was.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fail, ok, type Result } from '@stikk/core';

/** An XML element kept in document order: name, attributes, children and text. */
export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's own text (trimmed), '' when it has none. */
  readonly text: string;
}

type Raw = Record<string, unknown>;

function convert(node: Raw): XmlElement | string | null {
  if ('#text' in node) return String(node['#text']);
  const attrsRaw = (node[':@'] ?? {}) as Record<string, unknown>;
  const name = Object.keys(node).find((k) => k !== ':@');
  if (!name || name.startsWith('?') || name === '!DOCTYPE') return null;
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(attrsRaw)) attrs[k.replace(/^@_/, '')] = String(v);
  const kids = (node[name] ?? []) as Raw[];
  const children: XmlElement[] = [];
  let text = '';
  for (const k of kids) {
    const c = convert(k);
    if (c === null) continue;
    if (typeof c === 'string') text += c;
    else children.push(c);
  }
  return { name, attrs, children, text: text.trim() };
}

/** Parses XML text into its root element. Malformed XML gives an error with line and column. */
export function parseXmlTree(xml: string): Result<XmlElement> {
  const v = XMLValidator.validate(xml, { allowBooleanAttributes: true });
  if (v !== true) {
    const e = v.err;
    return fail('xml-malformed', `line ${e.line}, column ${e.col}: ${e.msg}`, { line: e.line, column: e.col });
  }
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
  });
  const nodes = parser.parse(xml) as Raw[];
  for (const n of nodes) {
    const c = convert(n);
    if (c && typeof c !== 'string') return ok(c);
  }
  return fail('xml-empty', 'the document has no root element');
}

/** Children named `name`. */
export const childrenNamed = (e: XmlElement, name: string): XmlElement[] => e.children.filter((c) => c.name === name);

/** Text of the first child named `name`, or undefined. */
export function childText(e: XmlElement, name: string): string | undefined {
  const c = e.children.find((x) => x.name === name);
  return c ? c.text : undefined;
}

const escText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escAttr = (s: string): string => escText(s).replace(/"/g, '&quot;');

/** Writes an element with two-space indentation. */
export function writeXmlElement(e: XmlElement, indent = ''): string {
  const attrs = Object.entries(e.attrs)
    .map(([k, v]) => ` ${k}="${escAttr(v)}"`)
    .join('');
  if (e.children.length === 0)
    return e.text === ''
      ? `${indent}<${e.name}${attrs}></${e.name}>`
      : `${indent}<${e.name}${attrs}>${escText(e.text)}</${e.name}>`;
  const inner = e.children.map((c) => writeXmlElement(c, indent + '  ')).join('\n');
  const text = e.text ? `${indent}  ${escText(e.text)}\n` : '';
  return `${indent}<${e.name}${attrs}>\n${text}${inner}\n${indent}</${e.name}>`;
}
