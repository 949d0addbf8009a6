-- The Merkle state of each tenant's audit log (its compact range) and its signed checkpoints.
-- Mirrors sqlite/V3 column for column.

CREATE TABLE audit_trees (
  tenant_id TEXT COLLATE "C" NOT NULL PRIMARY KEY REFERENCES tenants (id),
  size BIGINT NOT NULL CHECK (size >= 0),
  compact_range BYTEA NOT NULL
);

CREATE TABLE audit_checkpoints (
  tenant_id TEXT COLLATE "C" NOT NULL REFERENCES tenants (id),
  size BIGINT NOT NULL CHECK (size >= 0),
  root BYTEA NOT NULL,
  note TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (tenant_id, size)
);
