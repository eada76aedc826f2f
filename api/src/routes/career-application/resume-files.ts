import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResumeType } from '@haveli/contracts';

/**
 * Resumes live in the uploads folder (config.uploadsDir), which nothing serves: staff fetch them through
 * the admin API. Stored names are generated, so an applicant's file name never reaches the file system.
 */
export function newResumeFileName(type: ResumeType): string {
  return `resume-${randomUUID()}.${type}`;
}

export async function writeResume(dir: string, fileName: string, data: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(path.join(dir, fileName), data, { flag: 'wx', mode: 0o600 });
}

export async function removeResume(dir: string, fileName: string): Promise<void> {
  await rm(path.join(dir, fileName), { force: true });
}

export function readResume(dir: string, fileName: string): ReadStream {
  return createReadStream(path.join(dir, path.basename(fileName)));
}

export const RESUME_CONTENT_TYPES: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
