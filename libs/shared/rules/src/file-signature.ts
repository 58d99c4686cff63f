export type UploadFileType = 'jpg' | 'png' | 'gif' | 'pdf';

// Leading bytes of each accepted type; uploads are trusted by content, never by their name.
const SIGNATURES: ReadonlyArray<{ type: UploadFileType; bytes: readonly number[] }> = [
  { type: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The accepted file type the content starts with, or null. */
export function detectFileType(content: Uint8Array): UploadFileType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte));
  return match?.type ?? null;
}

/** True when the content is of an accepted type and agrees with the extension (jpeg counts as jpg). */
export function contentMatchesExtension(content: Uint8Array, extension: string): boolean {
  const type = detectFileType(content);
  const normalized = extension.toLowerCase().replace(/^\./, '');
  return type !== null && (normalized === type || (normalized === 'jpeg' && type === 'jpg'));
}
