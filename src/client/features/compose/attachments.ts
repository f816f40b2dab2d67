/**
 * Which dropped or picked files become attachments: system
 * litter is ignored, empty, oversized and executable files are refused with
 * a reason, a drop of too many files is refused whole, and the 25 MB total
 * is checked against what is already attached.
 */
import { MAX_ATTACHMENT_BYTES, MAX_TOTAL_ATTACHMENT_BYTES } from '../../../core/mail/limits';
import { ERR_FILE_INVALID_TYPE, ERR_FILE_TOO_LARGE, ERR_FILE_TOO_SMALL, ERR_TOO_MANY_FILES } from './texts';

/** Files the operating system leaves in folders; silently skipped on drop. */
export const IGNORED_FILE_NAMES = ['thumbs.db', '.ds_store'];
/** At most this many files in one drop or pick. */
export const MAX_FILES_PER_DROP = 20;
/** Program and script types mail servers reject; refused before upload. */
export const BLOCKED_EXTENSIONS = ['exe', 'bat', 'cmd', 'com', 'msi', 'scr', 'pif', 'vbs', 'jar', 'cpl', 'lnk'];

export interface FileLike {
  name: string;
  size: number;
}

export interface FileScreen<F extends FileLike> {
  accepted: F[];
  errors: string[];
  /** True when the accepted files would push the total past 25 MB; then nothing is accepted. */
  totalExceeded: boolean;
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Screens `files` against the rules, given the bytes already attached. */
export function screenFiles<F extends FileLike>(files: readonly F[], attachedBytes: number): FileScreen<F> {
  const candidates = files.filter((f) => !IGNORED_FILE_NAMES.includes(f.name.toLowerCase()));
  if (candidates.length > MAX_FILES_PER_DROP) return { accepted: [], errors: [ERR_TOO_MANY_FILES(MAX_FILES_PER_DROP)], totalExceeded: false };
  const accepted: F[] = [];
  const errors: string[] = [];
  for (const file of candidates) {
    if (BLOCKED_EXTENSIONS.includes(extension(file.name))) errors.push(ERR_FILE_INVALID_TYPE(file.name));
    else if (file.size === 0) errors.push(ERR_FILE_TOO_SMALL(file.name));
    else if (file.size > MAX_ATTACHMENT_BYTES) errors.push(ERR_FILE_TOO_LARGE(file.name));
    else accepted.push(file);
  }
  const total = accepted.reduce((sum, f) => sum + f.size, attachedBytes);
  if (total > MAX_TOTAL_ATTACHMENT_BYTES) return { accepted: [], errors, totalExceeded: true };
  return { accepted, errors, totalExceeded: false };
}

/** "1.0 MB", "512 KB", "12 B". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A file's bytes as base64, for the send body. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}
