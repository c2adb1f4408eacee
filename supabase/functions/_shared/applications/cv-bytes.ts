// What a CV is by its bytes, whatever its name or declared type says (issue 35): a PDF starts
// with "%PDF-"; a Word .docx is a ZIP (Office Open XML) whose central directory lists
// word/document.xml and [Content_Types].xml. The ZIP's central directory is read here by hand,
// following PKWARE's APPNOTE.TXT (4.3.16 end of central directory record, 4.3.12 central
// directory file header). Anything else, an executable renamed .pdf included, is unknown.
import type { CV_TYPES } from '../contract/application-rules.ts';

export type CvType = keyof typeof CV_TYPES;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const DOCX_PARTS = ['word/document.xml', '[Content_Types].xml'];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The names in a ZIP's central directory, or null when the bytes are not a readable ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < END_RECORD_SIZE) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== ZIP_LOCAL_HEADER) return null;
  // the end record sits at the end, after a comment of at most 65535 bytes
  let end = -1;
  for (let at = bytes.length - END_RECORD_SIZE; at >= Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT); at--) {
    if (view.getUint32(at, true) === ZIP_END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  let at = view.getUint32(end + 16, true);
  if (at + size > end) return null;
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The CV's real type, or null when it is neither a PDF nor a Word .docx. */
export function sniffCv(bytes: Uint8Array): CvType | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'application/pdf';
  const names = zipEntryNames(bytes);
  if (names && DOCX_PARTS.every((part) => names.includes(part))) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}
