-- Audit events committed with their request's effects but not yet in the hash chain. Mirrors
-- postgresql/V6 column for column. SQLite appends to the chain in the request's transaction (its
-- writers are serial already), so on SQLite this table stays empty unless the deferred append is
-- chosen; the store serves both ways on both databases.
CREATE TABLE audit_pending (
  pending_id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  request_id TEXT NOT NULL,
  occurred_at INTEGER NOT NULL,
  operation TEXT NOT NULL,
  event BLOB NOT NULL
) STRICT;

CREATE UNIQUE INDEX audit_pending_request_id_idx ON audit_pending (tenant_id, request_id);
