-- Files the site serves by name (staff photos' variants, `upload-<uuid>-800.webp`) live in the file store
-- too, so that every API process serves them: the name they are asked for and the type they are sent as.
ALTER TABLE stored_files
  ADD COLUMN name text UNIQUE CHECK (name ~ '^[a-z0-9][a-z0-9.-]{0,119}$'),
  ADD COLUMN content_type text CHECK (content_type ~ '^[a-z]+/[a-z0-9.+-]+$');
