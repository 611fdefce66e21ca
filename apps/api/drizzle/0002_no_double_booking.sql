-- No double booking is a database guarantee (ARCHITECTURE §3): two PENDING or CONFIRMED
-- appointments of one barber can never share an instant. tstzrange is half-open ('[)'), so a
-- 09:00–09:30 cut and a 09:30–10:00 cut touch without overlapping. A violation is SQLSTATE
-- 23P01, which the API answers with 409 SLOT_UNAVAILABLE. The GiST index behind it (btree_gist
-- lets it mix = on a uuid with && on a range) also serves the busy-time queries.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_double_booking"
  EXCLUDE USING gist ("barber_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" IN ('PENDING', 'CONFIRMED'));
