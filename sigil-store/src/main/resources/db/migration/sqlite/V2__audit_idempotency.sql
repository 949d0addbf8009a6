-- Audit chain and idempotency keys. Mirrors postgresql/V2 column for column. Audit rows are only
-- ever inserted: the store has no statement that updates or deletes them.

-- One row per tenant with events: the chain head. SQLite write transactions are serial, so the
-- head needs no row lock here.
CREATE TABLE audit_heads (
  tenant_id TEXT NOT NULL PRIMARY KEY REFERENCES tenants (id),
  size INTEGER NOT NULL CHECK (size >= 0),
  hash BLOB NOT NULL
) STRICT;

CREATE TABLE audit_events (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  seq INTEGER NOT NULL CHECK (seq >= 0),
  request_id TEXT NOT NULL,
  occurred_at INTEGER NOT NULL,
  operation TEXT NOT NULL,
  event BLOB NOT NULL,
  hash BLOB NOT NULL,
  PRIMARY KEY (tenant_id, seq)
) STRICT;

CREATE UNIQUE INDEX audit_events_request_id_idx ON audit_events (tenant_id, request_id);
CREATE INDEX audit_events_occurred_at_idx ON audit_events (tenant_id, occurred_at, seq);
CREATE INDEX audit_events_operation_idx ON audit_events (tenant_id, operation, seq);

-- The key itself is never stored, only the caller's keyed hash of it.
CREATE TABLE idempotency_keys (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  path TEXT NOT NULL,
  key_hash BLOB NOT NULL,
  fingerprint BLOB NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('IN_FLIGHT', 'DONE')),
  request_id TEXT NOT NULL,
  status INTEGER,
  answer BLOB,
  created_at INTEGER NOT NULL,
  lease_until INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, path, key_hash),
  CHECK (
    (state = 'IN_FLIGHT' AND status IS NULL AND answer IS NULL)
    OR (state = 'DONE' AND status IS NOT NULL AND answer IS NOT NULL)
  )
) STRICT;

CREATE INDEX idempotency_keys_expires_at_idx ON idempotency_keys (expires_at);
