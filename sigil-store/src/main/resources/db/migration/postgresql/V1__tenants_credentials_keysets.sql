-- PostgreSQL schema. Mirrors sqlite/V1 column for column: times are epoch milliseconds, bytes are
-- BYTEA. Key columns use the "C" collation so ORDER BY is bytewise, as on SQLite, whatever the
-- database's default locale.

CREATE TABLE tenants (
  id TEXT COLLATE "C" NOT NULL PRIMARY KEY,
  created_at BIGINT NOT NULL
);

CREATE TABLE credentials (
  id TEXT COLLATE "C" NOT NULL PRIMARY KEY,
  tenant_id TEXT COLLATE "C" NOT NULL REFERENCES tenants (id),
  name TEXT NOT NULL,
  scopes TEXT NOT NULL,
  secret_hash BYTEA NOT NULL,
  platform_admin BOOLEAN NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT,
  revoked_at BIGINT
);

CREATE INDEX credentials_tenant_id_idx ON credentials (tenant_id);

CREATE TABLE tenant_keysets (
  tenant_id TEXT COLLATE "C" NOT NULL REFERENCES tenants (id),
  purpose TEXT COLLATE "C" NOT NULL,
  wrapped BYTEA NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (tenant_id, purpose)
);
