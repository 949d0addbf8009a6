-- Audit chain and idempotency keys. Mirrors sqlite/V2 column for column. Audit rows are only ever
-- inserted: the store has no statement that updates or deletes them.

-- One row per tenant with events: the chain head. Appenders lock it (SELECT ... FOR UPDATE), so
-- appends of one tenant serialize across connections and processes.
CREATE TABLE audit_heads (
  tenant_id TEXT COLLATE "C" NOT NULL PRIMARY KEY REFERENCES tenants (id),
  size BIGINT NOT NULL CHECK (size >= 0),
  hash BYTEA NOT NULL
);

CREATE TABLE audit_events (
  tenant_id TEXT COLLATE "C" NOT NULL REFERENCES tenants (id),
  seq BIGINT NOT NULL CHECK (seq >= 0),
  request_id TEXT COLLATE "C" NOT NULL,
  occurred_at BIGINT NOT NULL,
  operation TEXT COLLATE "C" NOT NULL,
  event BYTEA NOT NULL,
  hash BYTEA NOT NULL,
  PRIMARY KEY (tenant_id, seq)
);

CREATE UNIQUE INDEX audit_events_request_id_idx ON audit_events (tenant_id, request_id);
CREATE INDEX audit_events_occurred_at_idx ON audit_events (tenant_id, occurred_at, seq);
CREATE INDEX audit_events_operation_idx ON audit_events (tenant_id, operation, seq);

-- The key itself is never stored, only the caller's keyed hash of it.
CREATE TABLE idempotency_keys (
  tenant_id TEXT COLLATE "C" NOT NULL REFERENCES tenants (id),
  path TEXT COLLATE "C" NOT NULL,
  key_hash BYTEA NOT NULL,
  fingerprint BYTEA NOT NULL,
  state TEXT COLLATE "C" NOT NULL CHECK (state IN ('IN_FLIGHT', 'DONE')),
  request_id TEXT COLLATE "C" NOT NULL,
  status INTEGER,
  answer BYTEA,
  created_at BIGINT NOT NULL,
  lease_until BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  PRIMARY KEY (tenant_id, path, key_hash),
  CHECK (
    (state = 'IN_FLIGHT' AND status IS NULL AND answer IS NULL)
    OR (state = 'DONE' AND status IS NOT NULL AND answer IS NOT NULL)
  )
);

CREATE INDEX idempotency_keys_expires_at_idx ON idempotency_keys (expires_at);
