import { isEmpty, type FieldRule } from './field-rule';
import { FILE_EXTENSIONS, FILE_MAX_BYTES, FILE_NAME_MAX_LENGTH } from './limits';
import { MESSAGES } from './messages';

/** What both a browser File and a server upload carry. */
export interface FileDescription {
  readonly name: string;
  readonly size: number;
}

/** Lower-case extension without the dot; '' when the name has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export const fileExtensionRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  return typeof value === 'string' && (FILE_EXTENSIONS as readonly string[]).includes(fileExtension(value)) ? null : MESSAGES.fileExtension;
};

export const fileNameRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  return typeof value === 'string' && value.length <= FILE_NAME_MAX_LENGTH ? null : MESSAGES.fileName;
};

export const fileSizeRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= FILE_MAX_BYTES ? null : MESSAGES.fileSize;
};

function isFileDescription(value: unknown): value is FileDescription {
  return typeof value === 'object' && value !== null && 'name' in value && 'size' in value;
}

/** Extension first, then name length, then size: the order the upload screens check them in. */
export const uploadFileRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  if (!isFileDescription(value)) return MESSAGES.fileExtension;
  return fileExtensionRule(value.name) ?? fileNameRule(value.name) ?? fileSizeRule(value.size);
};
