-- Moderation by default: new feedback waits for staff (Pending) before the public sees it. Feedback already
-- published stays Active.
ALTER TABLE feedback DROP CONSTRAINT feedback_status_check;
ALTER TABLE feedback ADD CONSTRAINT feedback_status_check CHECK (status IN ('Pending', 'Active', 'Inactive'));
ALTER TABLE feedback ALTER COLUMN status SET DEFAULT 'Pending';
