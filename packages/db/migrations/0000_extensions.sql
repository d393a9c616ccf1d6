-- pg_trgm backs the substring search index on jobs.search_text (PGlite loads it at open).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
