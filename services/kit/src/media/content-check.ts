import { fileTypeFromBuffer } from 'file-type';
import { ContentType } from './purposes.ts';

/** What the bytes are, whatever the file was called or sent as. */
export type ContentVerdict =
  | { readonly ok: true; readonly type: ContentType }
  | { readonly ok: false; readonly reason: 'UNSAFE_CONTENT' | 'FILE_TYPE_NOT_ALLOWED'; readonly what: string };

const known = new Set<string>(Object.values(ContentType));

// Programs by their first bytes: PE/DOS (MZ), ELF, Mach-O (32/64, both byte orders, fat), scripts (#!), WebAssembly.
const EXECUTABLE_MAGIC = [
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  [0x23, 0x21],
  [0x00, 0x61, 0x73, 0x6d],
];
const EXECUTABLE_TYPES = new Set([
  'application/x-msdownload',
  'application/x-elf',
  'application/x-mach-binary',
  'application/java-vm',
  'application/wasm',
  'application/x-shockwave-flash',
  'application/vnd.ms-htmlhelp',
]);

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean => magic.every((byte, i) => bytes[i] === byte);

// An SVG document: optional XML declaration, comments, doctype, then the <svg> root.
const SVG_ROOT = /^(?:<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>|\s)*<svg[\s>]/i;
// Anything in an SVG that can run script, embed a document or expand entities. Embedded raster
// images (data:image/png...) are fine: the SVG is rasterized anyway.
const SVG_ACTIVE =
  /<script|<foreignObject|<iframe|<embed|<object|<handler|<!ENTITY|\son[a-z]+\s*=|(?:href|src|from|to|values)\s*=\s*["']?\s*(?:javascript:|vbscript:|data:(?!image\/(?:png|jpeg|gif|webp)[;,]))/i;
const HTML_START = /^(?:<!--[\s\S]*?-->|\s)*<(?:!doctype\s+html|html|head|body|script|iframe|meta|title|style|div|form|a\s|p[\s>]|table|object|embed)/i;

/**
 * Sniffs the file's type from its bytes (file-type for binary formats, the markup for SVG). Programs,
 * HTML and SVG that could run script are unsafe; anything unrecognized is not allowed.
 */
export async function sniffContent(bytes: Buffer): Promise<ContentVerdict> {
  if (EXECUTABLE_MAGIC.some((magic) => startsWith(bytes, magic))) return { ok: false, reason: 'UNSAFE_CONTENT', what: 'a program' };
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && EXECUTABLE_TYPES.has(detected.mime)) return { ok: false, reason: 'UNSAFE_CONTENT', what: 'a program' };
  if (detected && known.has(detected.mime)) return { ok: true, type: detected.mime as ContentType };
  if (detected && detected.mime !== 'application/xml') return { ok: false, reason: 'FILE_TYPE_NOT_ALLOWED', what: detected.mime };

  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (SVG_ROOT.test(text)) {
    return SVG_ACTIVE.test(text) ? { ok: false, reason: 'UNSAFE_CONTENT', what: 'an SVG with script' } : { ok: true, type: ContentType.SVG };
  }
  if (HTML_START.test(text) || /<script[\s>]/i.test(text)) return { ok: false, reason: 'UNSAFE_CONTENT', what: 'HTML' };
  return { ok: false, reason: 'FILE_TYPE_NOT_ALLOWED', what: detected?.mime ?? 'unrecognized' };
}
