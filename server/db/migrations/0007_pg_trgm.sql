-- Trigram matching (issue 27): typo-tolerant catalogue search and "did you mean" for SKUs.
-- Both the embedded PostgreSQL and Debian's PostgreSQL 15 ship the extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
