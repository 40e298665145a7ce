// A customer's upload is judged by its bytes (issue 15; core-model FORM_UPLOAD_MIME_TYPES), and its name is
// made safe to show and to put in a download header.
import { FORM_UPLOAD_MIME_TYPES } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, formUploadKey, sanitizeFilename, sniffFormUpload } from './form-upload.js';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffFormUpload (the type by content, not by name)', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['a WebP', bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]), 'image/heic'],
    ['UTF-8 text with accents', Buffer.from('Alergias: maní, nueces\r\n\tNinguna más'), 'text/plain'],
  ])('accepts %s', (_label, body, mime) => {
    expect(sniffFormUpload(body)).toBe(mime);
    expect(FORM_UPLOAD_MIME_TYPES).toContain(mime);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['a ZIP', bytes('PK', [3, 4, 0, 0])],
    ['an executable', bytes('MZ', [0x90, 0, 3, 0, 0, 0])],
    ['bytes that are not UTF-8', bytes([0xc3, 0x28, 0x41])],
    ['text with a NUL byte', bytes('abc', [0], 'def')],
    ['an MP4 (ftyp but not a HEIC brand)', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0])],
  ])('refuses %s', (_label, body) => {
    expect(sniffFormUpload(body)).toBeNull();
  });
});

describe('sanitizeFilename', () => {
  it.each([
    ['menu.pdf', 'menu.pdf'],
    [encodeURIComponent('Foto de mi cabello.jpg'), 'Foto de mi cabello.jpg'],
    ['..%2F..%2Fetc%2Fpasswd', 'passwd'],
    ['C:\\Users\\ana\\scan.png', 'scan.png'],
    ['a"b<c>\u0007d.txt', 'abcd.txt'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['', 'file'],
    ['...', 'file'],
  ])('%j → %j', (header, name) => {
    expect(sanitizeFilename(header)).toBe(name);
  });

  it('keeps at most 120 characters', () => {
    expect(sanitizeFilename('a'.repeat(300))).toHaveLength(120);
  });
});

it('downloads as an attachment with an ASCII fallback and the UTF-8 name', () => {
  expect(attachmentDisposition('año "1".pdf')).toBe(`attachment; filename="a_o _1_.pdf"; filename*=UTF-8''a%C3%B1o%20%221%22.pdf`);
});

it('keeps uploads under the private prefix', () => {
  expect(formUploadKey(7, 'abc')).toBe('private/form-uploads/7/abc');
});
