import { FILE_NAME_MAX_LENGTH, type UploadFileType } from '@lic/shared-rules';

/** Base name used when nothing of the client's name survives. */
const FALLBACK_BASE = 'archivo';

/**
 * The name a file is stored and shown under, from the client's name and the type its content was
 * sniffed as: Unicode NFC; only the last path segment; control, format (bidi overrides, zero-width) and
 * characters outside letters, digits, space, `-`, `_`, `(`, `)` replaced by `_` (dots in the base too,
 * so no double extension survives); runs collapsed and ends trimmed; the extension lower-cased and of the
 * sniffed type (`.jpeg` stays `.jpeg`); at most FILE_NAME_MAX_LENGTH characters.
 */
export function normalizeUploadedFileName(clientName: string, type: UploadFileType): string {
  const name = clientName.normalize('NFC');
  const lastSegment = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = lastSegment.lastIndexOf('.');
  const clientExtension = dot > 0 ? lastSegment.slice(dot + 1).toLowerCase() : '';
  const extension = type === 'jpg' && clientExtension === 'jpeg' ? 'jpeg' : type;
  const base = (dot > 0 ? lastSegment.slice(0, dot) : lastSegment)
    .replace(/[^\p{L}\p{M}\p{N} ()_-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/^[\s_.-]+|[\s_.-]+$/g, '');
  const room = FILE_NAME_MAX_LENGTH - extension.length - 1;
  const bounded = [...base].slice(0, room).join('').trimEnd();
  return `${bounded || FALLBACK_BASE}.${extension}`;
}
