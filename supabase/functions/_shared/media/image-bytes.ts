// What an uploaded image really is, read from its bytes by hand (no decoder): its type (JPEG,
// PNG, WebP or AVIF; an SVG or anything else is named as such), its pixel size, and whether it
// still carries a metadata block: EXIF, XMP or IPTC, where a phone writes the GPS position and
// the camera. Container layouts followed: JPEG (ITU T.81 markers; APP1 = Exif or XMP, APP13 =
// Photoshop IRB holding IPTC), PNG (PNG spec chunks; eXIf, and iTXt/tEXt/zTXt carrying XMP or
// "Raw profile type" EXIF/IPTC), WebP (RIFF; VP8/VP8L/VP8X sizes, EXIF and "XMP " chunks), AVIF
// (ISO BMFF: ftyp brand avif/avis, the ispe property, an item of type Exif or mime XMP).

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';
export type Sniffed =
  | { kind: 'image'; type: ImageType; width: number; height: number; metadata: string | null }
  | { kind: 'svg' }
  | { kind: 'unknown' }
  | { kind: 'corrupt'; type: ImageType };

const ascii = (b: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...b.subarray(start, Math.min(b.length, start + length)));
const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32le = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16)) + (b[i + 3]! << 24 >>> 0);

type Parsed = { width: number; height: number; metadata: string | null } | null;

/** JPEG: the segments up to the scan; SOFn gives the size. */
function readJpeg(b: Uint8Array): Parsed {
  let i = 2;
  let size: { width: number; height: number } | null = null;
  let metadata: string | null = null;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) { i += 1; continue; } // fill byte
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) { i += 2; continue; }
    if (marker === 0xd9) break;
    const length = u16be(b, i + 2);
    if (length < 2 || i + 2 + length > b.length) return null;
    const body = i + 4;
    if (marker === 0xe1) {
      const head = ascii(b, body, 29);
      metadata ??= head.startsWith('Exif\0') ? 'EXIF' : head.startsWith('http://ns.adobe.com/xap/1.0/') ? 'XMP' : 'APP1';
    }
    if (marker === 0xed) metadata ??= 'IPTC';
    const isSof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isSof && length >= 7) size = { height: u16be(b, body + 1), width: u16be(b, body + 3) };
    if (marker === 0xda) break; // start of scan: the image data follows
    i += 2 + length;
  }
  return size ? { ...size, metadata } : null;
}

const PNG_METADATA_KEYWORDS = /^(XML:com\.adobe\.xmp|Raw profile type (exif|iptc|xmp|APP1))$/i;

/** PNG: IHDR first, then every chunk until IEND. */
function readPng(b: Uint8Array): Parsed {
  if (b.length < 33 || ascii(b, 12, 4) !== 'IHDR') return null;
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  let metadata: string | null = null;
  let i = 8;
  while (i + 12 <= b.length) {
    const length = u32be(b, i);
    const type = ascii(b, i + 4, 4);
    if (i + 12 + length > b.length) return null;
    if (type === 'eXIf') metadata ??= 'EXIF';
    if (type === 'iTXt' || type === 'tEXt' || type === 'zTXt') {
      const end = b.subarray(i + 8, i + 8 + Math.min(length, 80)).indexOf(0);
      const keyword = ascii(b, i + 8, end < 0 ? Math.min(length, 80) : end);
      if (PNG_METADATA_KEYWORDS.test(keyword)) metadata ??= keyword.toLowerCase().includes('iptc') ? 'IPTC' : keyword.toLowerCase().includes('xmp') ? 'XMP' : 'EXIF';
    }
    if (type === 'IEND') break;
    i += 12 + length;
  }
  return { width, height, metadata };
}

/** WebP: RIFF chunks; the first gives the size (lossy, lossless or extended). */
function readWebp(b: Uint8Array): Parsed {
  let size: { width: number; height: number } | null = null;
  let metadata: string | null = null;
  let i = 12;
  while (i + 8 <= b.length) {
    const type = ascii(b, i, 4);
    const length = u32le(b, i + 4);
    const body = i + 8;
    if (body + length > b.length) return null;
    if (type === 'VP8X' && length >= 10) size = { width: u24le(b, body + 4) + 1, height: u24le(b, body + 7) + 1 };
    if (type === 'VP8 ' && !size && length >= 10) size = { width: u16le(b, body + 6) & 0x3fff, height: u16le(b, body + 8) & 0x3fff };
    if (type === 'VP8L' && !size && length >= 5) {
      const bits = u32le(b, body + 1);
      size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (type === 'EXIF') metadata ??= 'EXIF';
    if (type === 'XMP ') metadata ??= 'XMP';
    i = body + length + (length % 2);
  }
  return size ? { ...size, metadata } : null;
}

/** AVIF: walks the boxes of the file and of meta/iprp/ipco/iinf for ispe and metadata items. */
function readAvif(b: Uint8Array): Parsed {
  let size: { width: number; height: number } | null = null;
  let metadata: string | null = null;
  const CONTAINERS = new Set(['meta', 'iprp', 'ipco', 'iinf']);
  const walk = (start: number, end: number, depth: number) => {
    let i = start;
    while (i + 8 <= end && depth < 6) {
      let length = u32be(b, i);
      const type = ascii(b, i + 4, 4);
      let header = 8;
      if (length === 1) { length = Number(u32be(b, i + 8)) * 2 ** 32 + u32be(b, i + 12); header = 16; }
      if (length === 0) length = end - i;
      if (length < header || i + length > end) return;
      const body = i + header;
      if (type === 'ispe' && !size) size = { width: u32be(b, body + 4), height: u32be(b, body + 8) };
      if (type === 'infe') {
        const version = b[body]!;
        const itemType = version >= 2 ? ascii(b, body + (version === 2 ? 8 : 10), 4) : '';
        if (itemType === 'Exif') metadata ??= 'EXIF';
        if (itemType === 'mime' && ascii(b, body, length - header).includes('application/rdf+xml')) metadata ??= 'XMP';
      }
      if (CONTAINERS.has(type)) {
        const skip = type === 'meta' ? 4 : type === 'iinf' ? (b[body] === 0 ? 6 : 8) : 0;
        walk(body + skip, i + length, depth + 1);
      }
      i += length;
    }
  };
  walk(0, b.length, 0);
  const found = size as { width: number; height: number } | null; // assigned inside walk()
  return found ? { ...found, metadata } : null;
}

/** The file's real type from its first bytes, then its size and metadata from its structure. */
export function sniffImage(bytes: Uint8Array): Sniffed {
  const b = bytes;
  const read = (type: ImageType, parse: (b: Uint8Array) => Parsed): Sniffed => {
    const parsed = parse(b);
    return parsed && parsed.width > 0 && parsed.height > 0 ? { kind: 'image', type, ...parsed } : { kind: 'corrupt', type };
  };
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return read('image/jpeg', readJpeg);
  if (ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return read('image/png', readPng);
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return read('image/webp', readWebp);
  if (ascii(b, 4, 4) === 'ftyp' && /avif|avis/.test(ascii(b, 8, Math.max(0, u32be(b, 0) - 8)))) return read('image/avif', readAvif);
  const text = new TextDecoder().decode(b.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (text.startsWith('<') && /<svg[\s>]/.test(text)) return { kind: 'svg' };
  return { kind: 'unknown' };
}
