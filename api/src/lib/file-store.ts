import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../db/db';

/** Where uploaded files are kept: one small interface, so that another store (S3) can take its place. */
export interface FileStore {
  /**
   * Stores what `source` yields under a new id, as it arrives; returns the id and the size in bytes. A file
   * given a `name` (unique: a-z, 0-9, dots and hyphens) can be opened by it once complete.
   */
  put(source: AsyncIterable<Buffer>, options?: NamedFile): Promise<{ id: string; size: number }>;
  /** The file's bytes as a stream, read as it is sent; undefined when there is no such (complete) file. */
  open(id: string): Promise<Readable | undefined>;
  /** A complete file by the name it was stored under, with its type; undefined when there is none. */
  openNamed(name: string): Promise<{ body: Readable; contentType: string; size: number } | undefined>;
  remove(id: string): Promise<void>;
  /** Removes files whose upload never finished (the process stopped while reading one). */
  removeUnfinished(olderThanMinutes: number): Promise<void>;
}

export interface NamedFile {
  name: string;
  contentType: string;
}

/** Bytes per stored chunk: a few busboy reads, written as one row. */
export const CHUNK_BYTES = 64 * 1024;

/** PGlite gives bytea as a Uint8Array, node-postgres as a Buffer: the same bytes without a copy. */
const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** Files in PostgreSQL (stored_files, stored_file_chunks), shared by every API process. */
export function databaseFileStore(db: Db): FileStore {
  const writeChunk = (id: string, seq: number, chunks: Buffer[]) =>
    db.query('INSERT INTO stored_file_chunks (file_id, seq, data) VALUES ($1, $2, $3)', [
      id,
      seq,
      chunks.length === 1 ? chunks[0] : Buffer.concat(chunks),
    ]);

  const chunksOf = (id: string): Readable => {
    let seq = 0;
    return Readable.from(
      (async function* chunks() {
        for (;;) {
          const [row] = await db.query<{ data: Uint8Array }>(
            'SELECT data FROM stored_file_chunks WHERE file_id = $1 AND seq = $2',
            [id, seq],
          );
          if (!row) return;
          seq += 1;
          yield asBuffer(row.data);
        }
      })(),
    );
  };

  return {
    async put(source, named) {
      const id = randomUUID();
      await db.query('INSERT INTO stored_files (id, name, content_type) VALUES ($1, $2, $3)', [
        id,
        named?.name ?? null,
        named?.contentType ?? null,
      ]);
      let size = 0;
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      try {
        for await (const chunk of source) {
          size += chunk.length;
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= CHUNK_BYTES) {
            await writeChunk(id, seq, pending);
            seq += 1;
            pending = [];
            pendingBytes = 0;
          }
        }
        if (pendingBytes > 0) await writeChunk(id, seq, pending);
        await db.query('UPDATE stored_files SET size = $2, complete = true WHERE id = $1', [id, size]);
      } catch (error) {
        await db.query('DELETE FROM stored_files WHERE id = $1', [id]);
        throw error;
      }
      return { id, size };
    },

    async open(id) {
      const [file] = await db.query('SELECT 1 FROM stored_files WHERE id = $1 AND complete', [id]);
      return file ? chunksOf(id) : undefined;
    },

    async openNamed(name) {
      const [file] = await db.query<{ id: string; content_type: string | null; size: string | number }>(
        'SELECT id, content_type, size FROM stored_files WHERE name = $1 AND complete',
        [name],
      );
      if (!file) return undefined;
      return {
        body: chunksOf(file.id),
        contentType: file.content_type ?? 'application/octet-stream',
        size: Number(file.size),
      };
    },

    async remove(id) {
      await db.query('DELETE FROM stored_files WHERE id = $1', [id]);
    },

    async removeUnfinished(olderThanMinutes) {
      await db.query(
        `DELETE FROM stored_files WHERE NOT complete AND created_at < now() - make_interval(mins => $1)`,
        [olderThanMinutes],
      );
    },
  };
}
