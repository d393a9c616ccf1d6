-- Every condition of a job alert keyed, not only its first word: an alert found through match_keys is a
-- candidate only when the job carries a key of each of these too. Alerts saved before keep their
-- broader keys (still sound: a job carries every key it did before) and no conditions until re-saved.
ALTER TABLE "saved_searches" ADD COLUMN "match_conditions" text[];