import type { ResumeType } from '@haveli/contracts';

const PDF = Buffer.from('%PDF-', 'latin1');
/** OLE2 compound file: Word 97–2003 documents. */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_FILE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
const ZIP_END_RECORD_SIZE = 22;
const ZIP_MAX_COMMENT = 0xffff;

/** A file as far as its type shows: its first bytes, its last ones (the whole file when small), its size. */
export interface FileSample {
  head: Buffer;
  tail: Buffer;
  size: number;
}

/**
 * What a resume really is, read from its bytes rather than its name or the browser's word: a PDF, a Word
 * 97–2003 document, or a Word document (a zip holding a `word/` folder). Anything else is undefined.
 */
export function resumeTypeOf({ head, tail, size }: FileSample): ResumeType | undefined {
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, OLE2)) return 'doc';
  if (
    startsWith(head, ZIP_LOCAL_FILE) &&
    zipEntryNames(tail, size - tail.length).some((name) => name.startsWith('word/'))
  ) {
    return 'docx';
  }
  return undefined;
}

/** The part where Office Open XML keeps a document's VBA macros (`word/vbaProject.bin` in a .docm). */
const VBA_PART = /(^|\/)vbaproject\.bin$/i;

/** Whether a Word document in a zip (DOCX, DOCM, DOTM) holds a VBA project, by its central directory. */
export const zipHoldsMacros = ({ tail, size }: FileSample): boolean =>
  zipEntryNames(tail, size - tail.length).some((name) => VBA_PART.test(name));

/**
 * The names of the OLE storage and stream that hold a Word 97–2003 document's macros (`Macros`, and
 * `_VBA_PROJECT` inside it), as the compound file's directory spells them: UTF-16LE.
 */
const OLE_MACRO_NAMES = ['Macros', '_VBA_PROJECT'].map((name) => Buffer.from(name, 'utf16le'));
const LONGEST_OLE_NAME = Math.max(...OLE_MACRO_NAMES.map((name) => name.length));

/**
 * Whether a Word 97–2003 document holds macros. A heuristic, not a parse of the compound file: the file is
 * scanned for the UTF-16LE names of the macro storage and stream anywhere (directory sectors may lie anywhere
 * in the file). A document whose text happens to contain one of those names is refused too, which we accept.
 */
export async function oleHoldsMacros(file: AsyncIterable<Buffer>): Promise<boolean> {
  let carry = Buffer.alloc(0);
  for await (const chunk of file) {
    const window = Buffer.concat([carry, chunk]);
    if (OLE_MACRO_NAMES.some((name) => window.includes(name))) return true;
    carry = window.subarray(Math.max(0, window.length - LONGEST_OLE_NAME + 1));
  }
  return false;
}

function startsWith(data: Buffer, prefix: Buffer): boolean {
  return data.length >= prefix.length && data.subarray(0, prefix.length).equals(prefix);
}

/**
 * The file names in a zip's central directory, read from the zip's last bytes (`data`, which start at byte
 * `start` of the file); empty when the zip is damaged or cut short, or its directory starts before `data`.
 */
function zipEntryNames(data: Buffer, start: number): string[] {
  const lowest = Math.max(0, data.length - ZIP_END_RECORD_SIZE - ZIP_MAX_COMMENT);
  for (let end = data.length - ZIP_END_RECORD_SIZE; end >= lowest; end -= 1) {
    if (data.readUInt32LE(end) !== ZIP_END_OF_DIRECTORY) continue;
    const count = data.readUInt16LE(end + 10);
    let offset = data.readUInt32LE(end + 16) - start;
    if (offset < 0) return [];
    const names: string[] = [];
    for (let index = 0; index < count; index += 1) {
      if (offset + 46 > end || data.readUInt32LE(offset) !== ZIP_DIRECTORY_ENTRY) return [];
      const nameLength = data.readUInt16LE(offset + 28);
      const extraLength = data.readUInt16LE(offset + 30);
      const commentLength = data.readUInt16LE(offset + 32);
      names.push(data.toString('utf8', offset + 46, offset + 46 + nameLength));
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return [];
}

export const RESUME_CONTENT_TYPES: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
