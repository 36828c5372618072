-- What the application's login role (the role of DATABASE_URL) may do. That role owns nothing: the
-- owner (MIGRATION_DATABASE_URL, or the embedded database's postgres role) runs the migrations and
-- then this script, after every migration run, so tables a migration adds get the same privileges
-- (the default privileges below cover tables the owner creates by hand between two runs).
--
-- The server runs it at every start. A DBA can run it with psql, as the owner, after the migrations:
--   psql "$MIGRATION_DATABASE_URL" -v ON_ERROR_STOP=1 -v app_role=cems_app -f server/db/grants.sql
-- Running it again changes nothing. Functions need no grant: the trigger functions run for whoever
-- fires the trigger, and PostgreSQL lets every role execute functions unless a DBA revoked that.

GRANT USAGE ON SCHEMA public TO :"app_role";

GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO :"app_role";
-- nextval() for order and quote numbers, the catalogue version and bigserial ids
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO :"app_role";

-- tables and sequences the owner creates later (in this database and schema) get the same
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO :"app_role";
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO :"app_role";

-- nothing that removes rows wholesale or changes a table's behaviour, whatever was granted before
REVOKE TRUNCATE, REFERENCES, TRIGGER ON ALL TABLES IN SCHEMA public FROM :"app_role";

-- The audit log is append-only for the app: it reads and adds entries, and can neither change,
-- delete nor truncate them (the trigger of migration 0005 refuses UPDATE and DELETE to the owner too).
REVOKE ALL ON TABLE audit_log FROM :"app_role";
GRANT SELECT, INSERT ON TABLE audit_log TO :"app_role";
