import { describe, expect, it } from '@jest/globals';
import { sniffContent } from './content-check.ts';
import {
  elfExecutable,
  htmlPage,
  mp4Video,
  pdfDocument,
  photoWithGps,
  plainSvg,
  smallPng,
  svgWithHandler,
  svgWithScript,
  windowsExecutable,
  wordDocument,
  zipArchive,
} from './testing/fixtures.ts';

const svg = (body: string, prolog = ''): Buffer => Buffer.from(`${prolog}<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);

describe('sniffContent', () => {
  it.each([
    ['a JPEG photo', photoWithGps, 'image/jpeg'],
    ['a PNG', () => smallPng(), 'image/png'],
    ['a PDF', async () => pdfDocument(), 'application/pdf'],
    ['a Word document', async () => wordDocument(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an MP4 video', async () => mp4Video(4096), 'video/mp4'],
    ['an SVG without script', async () => plainSvg(), 'image/svg+xml'],
    ['an SVG with an embedded PNG', async () => svg('<image href="data:image/png;base64,iVBORw0KGgo="/>'), 'image/svg+xml'],
    ['an SVG after an XML declaration, a comment and a doctype', async () => svg('<rect/>', '<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n'), 'image/svg+xml'],
  ])('recognizes %s by its bytes', async (_, bytes, type) => {
    expect(await sniffContent(await bytes())).toEqual({ ok: true, type });
  });

  it.each([
    ['an ELF program', elfExecutable()],
    ['a Windows program', windowsExecutable()],
    ['a Mach-O program', Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), Buffer.alloc(512)])],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf ~\n')],
    ['WebAssembly', Buffer.concat([Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]), Buffer.alloc(64)])],
    ['an HTML page', htmlPage()],
    ['HTML after whitespace and a comment, in capitals', Buffer.from('\n  <!-- x -->\n<HTML><BODY>hi</BODY></HTML>')],
    ['a text file with a script element', Buffer.from('hello\n<script src="https://evil.example/x.js"></script>')],
    ['an SVG with a script', svgWithScript()],
    ['an SVG with an event handler', svgWithHandler()],
    ['an SVG with a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>')],
    ['an SVG with an embedded HTML document', svg('<image href="data:text/html;base64,PHNjcmlwdD4="/>')],
    ['an SVG with foreign HTML', svg('<foreignObject><div>hi</div></foreignObject>')],
    ['an SVG declaring entities', svg('<text>&x;</text>', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>')],
  ])('calls %s unsafe', async (_, bytes) => {
    expect(await sniffContent(bytes)).toMatchObject({ ok: false, reason: 'UNSAFE_CONTENT' });
  });

  it.each([
    ['plain text', Buffer.from('just some words')],
    ['a ZIP archive', zipArchive({ 'notes.txt': 'hello' })],
    ['XML that is not SVG', Buffer.from('<?xml version="1.0"?><note><to>you</to></note>')],
    ['nothing', Buffer.alloc(0)],
  ])('does not accept %s', async (_, bytes) => {
    expect(await sniffContent(bytes)).toMatchObject({ ok: false, reason: 'FILE_TYPE_NOT_ALLOWED' });
  });
});
