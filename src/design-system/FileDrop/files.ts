/** Why a chosen or dropped file was not taken. */
export type FileRejectionReason = 'wrong-type' | 'too-large' | 'too-many';

export interface FileRejection {
  /** The file that was turned away. */
  file: File;
  /** `wrong-type` (not in `accept`), `too-large` (over `maxSizeBytes`) or `too-many` (a second file when `multiple` is off, or more than `maxFiles`). */
  reason: FileRejectionReason;
}

/**
 * Whether a file matches an `accept` list as the browser reads it: extensions (`.pdf`), exact MIME
 * types (`application/pdf`) and wildcards (`image/*`). An empty list accepts everything.
 */
export function matchesAccept(file: File, accept: string | undefined): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** English file size with one decimal from KB up: "512 B", "1.5 KB", "12 MB". */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(size) : Math.round(size * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/** Same file chosen twice (name, size and modification time match). */
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

interface IncomingRules {
  /** The files already chosen. */
  files: File[];
  accept?: string;
  multiple: boolean;
  maxSizeBytes?: number;
  maxFiles?: number;
}

/**
 * Sorts picked or dropped files into the ones to take and the ones turned away (in their order).
 * With `multiple`, a file already in the list is skipped silently.
 */
export function sortIncoming(
  incoming: File[],
  { files, accept, multiple, maxSizeBytes, maxFiles }: IncomingRules,
): { accepted: File[]; rejections: FileRejection[] } {
  const accepted: File[] = [];
  const rejections: FileRejection[] = [];
  const room = multiple ? (maxFiles ?? Infinity) - files.length : 1;
  for (const file of incoming) {
    if (multiple && files.some((had) => sameFile(had, file))) continue;
    if (!matchesAccept(file, accept)) rejections.push({ file, reason: 'wrong-type' });
    else if (maxSizeBytes !== undefined && file.size > maxSizeBytes)
      rejections.push({ file, reason: 'too-large' });
    else if (accepted.length >= room) rejections.push({ file, reason: 'too-many' });
    else accepted.push(file);
  }
  return { accepted, rejections };
}
