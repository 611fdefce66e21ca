-- The desk's live agenda (issue 17 §1, decision 021): every write to a booking, whoever makes it
-- (a client's booking, a move, a cancellation, a payment, a sweep's expiry, the desk's check-in),
-- tells the shop's open agendas through the notifications stream's channel, keyed by the shop.
-- NOTIFY inside the writer's transaction is delivered at its commit and never after a rollback;
-- PostgreSQL folds identical payloads of one transaction into one, so a sweep that expires a
-- hundred bookings of a shop sends that shop one message.
CREATE FUNCTION "navalha_notify_agenda_changed"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('navalha_agenda_changed', OLD."barbershop_id"::text);
  ELSE
    PERFORM pg_notify('navalha_agenda_changed', NEW."barbershop_id"::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_agenda_changed"
  AFTER INSERT OR UPDATE OR DELETE ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "navalha_notify_agenda_changed"();
