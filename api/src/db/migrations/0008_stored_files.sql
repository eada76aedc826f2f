-- Uploaded files (job applicants' resumes) live in the database, where every API process reads them, in
-- chunks: a file is written and read a chunk at a time, never whole in memory. A file is complete once its
-- last chunk is in; an upload cut short leaves an incomplete one, removed by the next start.
CREATE TABLE stored_files (
  id text PRIMARY KEY,
  size bigint NOT NULL DEFAULT 0,
  complete boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE stored_file_chunks (
  file_id text NOT NULL REFERENCES stored_files (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (file_id, seq)
);
