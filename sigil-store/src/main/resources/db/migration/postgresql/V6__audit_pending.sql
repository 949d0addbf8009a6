-- Audit events committed with their request's effects but not yet in the hash chain. Mirrors
-- sqlite/V6. On PostgreSQL a request does not lock its tenant's chain head: it inserts its event
-- here in its own transaction, and a sequencer moves the pending events of a tenant into
-- audit_events in batches (one head lock and one commit for many requests), deleting them in the
-- same transaction. A request answers only after its event is in the chain.
CREATE TABLE audit_pending (
  pending_id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id TEXT COLLATE "C" NOT NULL REFERENCES tenants (id),
  request_id TEXT COLLATE "C" NOT NULL,
  occurred_at BIGINT NOT NULL,
  operation TEXT COLLATE "C" NOT NULL,
  event BYTEA NOT NULL
);

CREATE UNIQUE INDEX audit_pending_request_id_idx ON audit_pending (tenant_id, request_id);
