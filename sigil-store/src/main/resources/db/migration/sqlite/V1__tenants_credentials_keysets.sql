-- Embedded SQLite schema. Mirrors postgresql/V1 column for column: times are epoch milliseconds,
-- bytes are BLOB, booleans are 0/1. STRICT makes SQLite enforce the declared types, as
-- PostgreSQL does. The default BINARY collation orders ids bytewise, like "C" on PostgreSQL.

CREATE TABLE tenants (
  id TEXT NOT NULL PRIMARY KEY,
  created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE credentials (
  id TEXT NOT NULL PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  name TEXT NOT NULL,
  scopes TEXT NOT NULL,
  secret_hash BLOB NOT NULL,
  platform_admin INTEGER NOT NULL CHECK (platform_admin IN (0, 1)),
  created_at INTEGER NOT NULL,
  expires_at INTEGER,
  revoked_at INTEGER
) STRICT;

CREATE INDEX credentials_tenant_id_idx ON credentials (tenant_id);

CREATE TABLE tenant_keysets (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  purpose TEXT NOT NULL,
  wrapped BLOB NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, purpose)
) STRICT;
