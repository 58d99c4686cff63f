import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFRawStream,
  decodePDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';

/** Why a PDF's objects refuse it (decision 0046). */
export type PdfObjectsVerdict = 'pdf-active-content' | 'pdf-uninspectable' | null;

/**
 * Names that run code, open or send something outside the document, or carry other files, wherever they
 * stand (a key or a value): JavaScript actions and the /JS, /AA trigger keys; URI, GoToR, GoToE, Launch,
 * SubmitForm and ImportData actions; embedded and attached files; rich media, XFA forms, renditions, sound
 * and movies. /OpenAction and /A are judged by the action they point to (a plain destination is harmless).
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'AA',
  'URI',
  'GoToR',
  'GoToE',
  'Launch',
  'SubmitForm',
  'ImportData',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'RichMediaExecute',
  'XFA',
  'Rendition',
  'Movie',
  'Sound',
]);

/**
 * Every "N G obj" header a reader could jump to (the xref points at them; a damaged file is read by
 * scanning for them), comments and PDF whitespace allowed between the tokens. Found in the raw bytes, so
 * an object of any revision, or one the cross-reference table hides, is judged too.
 */
const OBJECT_HEADER =
  /(?<![0-9])[0-9]{1,10}(?:[\0\t\n\f\r ]|%[^\r\n]*)+[0-9]{1,5}(?:[\0\t\n\f\r ]|%[^\r\n]*)+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/g;

/** Most bytes all object streams of one file may decode to, and most objects read (a 2 MB file is far below both). */
const MAX_DECODED_BYTES = 32 * 1024 * 1024;
const MAX_OBJECTS = 200_000;
/** Deepest nesting of arrays and dictionaries judged (the parser itself stops well before a stack overflow). */
const MAX_DEPTH = 64;

/** The decoders the PDF library has for text-like filters, and how much each may grow its input. */
const GROWTH: Record<string, number> = {
  ASCIIHexDecode: 1,
  AHx: 1,
  ASCII85Decode: 4,
  A85: 4,
  RunLengthDecode: 128,
  RL: 128,
  LZWDecode: 4096,
  LZW: 4096,
};
const LIBRARY_NAME: Record<string, string> = { AHx: 'ASCIIHexDecode', A85: 'ASCII85Decode', RL: 'RunLengthDecode', LZW: 'LZWDecode' };

class Budget {
  left = MAX_DECODED_BYTES;
}

/**
 * Reads every object of a PDF with @cantoo/pdf-lib's parser (names with `#xx` escapes decoded, strings,
 * dictionaries, streams), opens every object stream with its filters (Flate, ASCIIHex, ASCII85, RunLength,
 * LZW, in any chain; at most 32 MB decoded in all) and judges each object and each object inside an object
 * stream by the names it holds. A file the library cannot read, or whose object streams it cannot open
 * (encrypted, an unknown filter, too large), is uninspectable.
 */
export function judgePdfObjects(content: Buffer): PdfObjectsVerdict {
  const context = PDFContext.create();
  const budget = new Budget();
  const text = content.toString('latin1');
  let objects = 0;
  for (const header of text.matchAll(OBJECT_HEADER)) {
    if (++objects > MAX_OBJECTS) return 'pdf-uninspectable';
    let object: PDFObject;
    try {
      object = PDFObjectParser.forBytes(content.subarray(header.index + header[0].length), context).parseObject();
    } catch {
      return 'pdf-uninspectable';
    }
    const verdict = judge(object);
    if (verdict) return verdict;
    if (object instanceof PDFRawStream && isOfType(object, 'ObjStm')) {
      const members = objectStreamMembers(object, context, budget);
      if (members === null) return 'pdf-uninspectable';
      for (const member of members) {
        const memberVerdict = judge(member);
        if (memberVerdict) return memberVerdict;
      }
    }
  }
  return null;
}

function isOfType(object: PDFObject, type: string): boolean {
  const dict = object instanceof PDFRawStream ? object.dict : object;
  return dict instanceof PDFDict && nameOf(dict.get(PDFName.of('Type'))) === type;
}

function nameOf(object: PDFObject | undefined): string | null {
  return object instanceof PDFName ? object.decodeText() : null;
}

/** The first active name an object holds, at any depth (an explicit stack: the check cannot overflow). */
function judge(object: PDFObject): PdfObjectsVerdict {
  const stack: [PDFObject, number][] = [[object, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [PDFObject, number];
    if (depth > MAX_DEPTH) return 'pdf-uninspectable';
    if (current instanceof PDFName) {
      if (ACTIVE_NAMES.has(current.decodeText())) return 'pdf-active-content';
    } else if (current instanceof PDFRawStream) {
      stack.push([current.dict, depth + 1]);
    } else if (current instanceof PDFDict) {
      for (const [key, value] of current.entries()) {
        if (ACTIVE_NAMES.has(key.decodeText())) return 'pdf-active-content';
        stack.push([value, depth + 1]);
      }
    } else if (current instanceof PDFArray) {
      for (const element of current.asArray()) stack.push([element, depth + 1]);
    }
  }
  return null;
}

/** The objects an object stream holds (its header of N number pairs, then the objects from /First), or null. */
function objectStreamMembers(stream: PDFRawStream, context: PDFContext, budget: Budget): PDFObject[] | null {
  const decoded = decode(stream, budget);
  const count = stream.dict.get(PDFName.of('N'));
  const first = stream.dict.get(PDFName.of('First'));
  if (!decoded || !(count instanceof PDFNumber) || !(first instanceof PDFNumber)) return null;
  const total = count.asNumber();
  const start = first.asNumber();
  if (!Number.isInteger(total) || total < 0 || total > MAX_OBJECTS || !Number.isInteger(start) || start < 0 || start > decoded.length)
    return null;
  try {
    const header = PDFObjectParser.forBytes(decoded.subarray(0, start), context);
    const members: PDFObject[] = [];
    for (let i = 0; i < total; i++) {
      header.parseObject(); // the object number
      const offset = header.parseObject();
      if (!(offset instanceof PDFNumber)) return null;
      members.push(PDFObjectParser.forBytes(decoded.subarray(start + offset.asNumber()), context).parseObject());
    }
    return members;
  } catch {
    return null;
  }
}

/** A stream's data through its filters, within the budget; null when a filter is unknown, fails or would go beyond. */
function decode(stream: PDFRawStream, budget: Budget): Uint8Array | null {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const filters = filter === undefined ? [] : filter instanceof PDFArray ? filter.asArray() : [filter];
  // Predictors (PNG or TIFF row filters) belong to images and cross-reference streams, never to an object stream.
  const parameters = stream.dict.get(PDFName.of('DecodeParms'));
  const parameterList = parameters === undefined ? [] : parameters instanceof PDFArray ? parameters.asArray() : [parameters];
  if (parameterList.some((p) => p instanceof PDFDict && p.get(PDFName.of('Predictor')) !== undefined)) return null;
  let data: Uint8Array = stream.getContents();
  for (const step of filters) {
    const name = nameOf(step);
    if (name === null) return null;
    try {
      if (name === 'FlateDecode' || name === 'Fl') {
        data = inflateSync(data, { maxOutputLength: budget.left });
      } else if (name in GROWTH) {
        if (data.length * GROWTH[name] > budget.left) return null;
        const single = stream.dict.context.obj({ Filter: LIBRARY_NAME[name] ?? name });
        data = decodePDFRawStream(PDFRawStream.of(single, data)).decode();
      } else {
        return null; // image codecs and Crypt: nothing an object stream is written with
      }
    } catch {
      return null;
    }
    budget.left -= data.length;
    if (budget.left < 0) return null;
  }
  return data;
}
