-- Rate-limit counters are written on every counted request and one row (a shop's Wi-Fi, a
-- carrier's address) is written by many requests in turn: logged, each of those writes waited
-- for its WAL flush while holding the row (decision 031). A counter lost in a crash only resets
-- a one-minute window, so the table needs no WAL.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
