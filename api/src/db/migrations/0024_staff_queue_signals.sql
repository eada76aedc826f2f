-- Staff queues live: any change to a table a back-office queue lists is announced when its
-- transaction commits, whichever code made it, on the channel guests' notifications use (one LISTEN per API
-- process serves both; src/lib/live-events.ts tells them apart). The payload names the queue and the schema
-- (channels are per database; sites and test runs sharing one database have schemas of their own). One announcement per statement: PostgreSQL also folds identical payloads of one transaction into
-- one, so a burst of changes wakes each back-office screen once.
CREATE FUNCTION announce_staff_queue() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'haveli_notifications',
    json_build_object('queue', TG_ARGV[0], 'schema', current_schema())::text
  );
  RETURN NULL;
END;
$$;

CREATE TRIGGER orders_staff_queue AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_queue('orders');
CREATE TRIGGER restaurant_reservations_staff_queue AFTER INSERT OR UPDATE OR DELETE ON restaurant_reservations
  FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_queue('table-requests');
CREATE TRIGGER stay_bookings_staff_queue AFTER INSERT OR UPDATE OR DELETE ON stay_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_queue('bookings');
CREATE TRIGGER room_closures_staff_queue AFTER INSERT OR UPDATE OR DELETE ON room_closures
  FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_queue('bookings');
CREATE TRIGGER guest_messages_staff_queue AFTER INSERT OR UPDATE OR DELETE ON guest_messages
  FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_queue('inbox');
CREATE TRIGGER contact_messages_staff_queue AFTER INSERT OR UPDATE OR DELETE ON contact_messages
  FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_queue('inbox');
CREATE TRIGGER career_applications_staff_queue AFTER INSERT OR UPDATE OR DELETE ON career_applications
  FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_queue('inbox');
CREATE TRIGGER blog_comments_staff_queue AFTER INSERT OR UPDATE OR DELETE ON blog_comments
  FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_queue('moderation');
CREATE TRIGGER feedback_staff_queue AFTER INSERT OR UPDATE OR DELETE ON feedback
  FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_queue('moderation');
