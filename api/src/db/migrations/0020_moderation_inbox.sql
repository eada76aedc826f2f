-- Moderation and the hotel's inbox: the hotel's public reply under a review, the
-- handling of contact messages (and the reply mailed to the sender), and where an application stands.
ALTER TABLE blog_comments
  ADD COLUMN reply text,
  ADD COLUMN replied_at timestamptz,
  ADD COLUMN replied_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT blog_comments_reply_check CHECK ((reply IS NULL) = (replied_at IS NULL));

ALTER TABLE feedback
  ADD COLUMN reply text,
  ADD COLUMN replied_at timestamptz,
  ADD COLUMN replied_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT feedback_reply_check CHECK ((reply IS NULL) = (replied_at IS NULL));

ALTER TABLE contact_messages
  ADD COLUMN handled_at timestamptz,
  ADD COLUMN handled_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- The last reply mailed to the sender; every reply is in the audit log.
  ADD COLUMN reply text,
  ADD COLUMN replied_at timestamptz,
  ADD COLUMN replied_by integer REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC, id DESC);

ALTER TABLE career_applications
  ADD COLUMN status text NOT NULL DEFAULT 'received'
    CHECK (status IN ('received', 'shortlisted', 'interviewing', 'offered', 'declined'));
