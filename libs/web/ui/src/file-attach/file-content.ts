import { fileExtension } from '@lic/shared-rules';

/** The file's content as base64 (without the data: prefix). */
export function readFileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The first `count` bytes of base64 content. */
export function leadingBytes(base64: string, count: number): Uint8Array {
  const binary = atob(base64.slice(0, Math.ceil((count * 4) / 3) + 4).replace(/=+$/, ''));
  return Uint8Array.from(binary.slice(0, count), (char) => char.charCodeAt(0));
}

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The media type of an accepted file name; application/octet-stream for anything else. */
export function mimeTypeOf(fileName: string): string {
  return MIME_TYPES[fileExtension(fileName)] ?? 'application/octet-stream';
}

/** Saving a stored file in the browser; an object so that tests can replace it (jsdom has no object URLs). */
export const fileSaver = {
  /** Hands base64 content to the browser as a download named fileName. */
  saveBase64(fileName: string, base64: string): void {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: mimeTypeOf(fileName) }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
  /** Opens a stored file's own address in a new tab. */
  open(url: string): void {
    window.open(url, '_blank', 'noopener');
  },
};
