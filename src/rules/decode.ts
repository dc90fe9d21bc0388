/**
 * Decodes a Comprehensive Rules text file whatever encoding it was shipped in. The official file
 * has been seen as UTF-8 with a BOM and CRLF endings, with bare CR endings, as UTF-16, and as
 * Windows-1252; we accept all of them and always return text with '\n' line endings and no BOM.
 */
import { assertNever } from '../core/result.ts';

export type DetectedEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: DetectedEncoding;
}

export function detectEncoding(bytes: Uint8Array): DetectedEncoding {
  const [b0, b1, b2] = [bytes[0], bytes[1], bytes[2]];
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return 'utf-8-bom';
  if (b0 === 0xff && b1 === 0xfe) return 'utf-16le';
  if (b0 === 0xfe && b1 === 0xff) return 'utf-16be';
  // UTF-16 without a BOM: ASCII-heavy text then has a NUL in every other byte.
  const sample = Math.min(bytes.length, 4096);
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < sample; i++) {
    if (bytes[i] === 0) {
      if (i % 2 === 0) evenNul++;
      else oddNul++;
    }
  }
  if (sample >= 4) {
    if (oddNul > sample / 4 && evenNul < sample / 50) return 'utf-16le';
    if (evenNul > sample / 4 && oddNul < sample / 50) return 'utf-16be';
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    // Not valid UTF-8: the remaining encoding seen in the wild is Windows-1252.
    return 'windows-1252';
  }
}

/**
 * Normalises line endings to LF, drops a BOM, and removes NULs. CRLF, bare CR and CR CR LF (what
 * a CRLF file becomes when a tool converts its LFs to CRLF once more) each end one line: any run
 * of CRs before an LF belongs to that LF, and a CR alone ends a line (bare-CR files keep their
 * blank lines).
 */
export function normaliseNewlines(text: string): string {
  // eslint-disable-next-line no-control-regex -- NULs are exactly what we remove
  return text.replace(/^\uFEFF/, '').replace(/\r*\n|\r/g, '\n').replace(/\u0000/g, '');
}

/**
 * Windows-1252 is Latin-1 except for 0x80-0x9F (WHATWG index-windows-1252). We decode it ourselves:
 * Node 20.18.3+ and 22.13+ decode the 'windows-1252' label as Latin-1, turning ’ “ ” – — into C1
 * control characters (nodejs/node#56542, #60888).
 */
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const CP1252 = Array.from({ length: 256 }, (_, b) => (b >= 0x80 && b <= 0x9f ? CP1252_80_9F[b - 0x80]! : String.fromCharCode(b)));

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    let s = '';
    for (const b of bytes.subarray(i, i + CHUNK)) s += CP1252[b]!;
    parts.push(s);
  }
  return parts.join('');
}

export function decodeRulesText(bytes: Uint8Array): DecodedText {
  const encoding = detectEncoding(bytes);
  let text: string;
  switch (encoding) {
    case 'utf-8-bom':
      text = new TextDecoder('utf-8').decode(bytes.subarray(3));
      break;
    case 'utf-8':
      text = new TextDecoder('utf-8').decode(bytes);
      break;
    case 'utf-16le':
    case 'utf-16be': {
      const hasBom = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
      text = new TextDecoder(encoding).decode(hasBom ? bytes.subarray(2) : bytes);
      break;
    }
    case 'windows-1252':
      text = decodeWindows1252(bytes);
      break;
    default:
      return assertNever(encoding);
  }
  return { text: normaliseNewlines(text), encoding };
}
