-- The Merkle state of each tenant's audit log (its compact range) and its signed checkpoints.
-- Mirrors postgresql/V3 column for column.

CREATE TABLE audit_trees (
  tenant_id TEXT NOT NULL PRIMARY KEY REFERENCES tenants (id),
  size INTEGER NOT NULL CHECK (size >= 0),
  compact_range BLOB NOT NULL
) STRICT;

CREATE TABLE audit_checkpoints (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  size INTEGER NOT NULL CHECK (size >= 0),
  root BLOB NOT NULL,
  note TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, size)
) STRICT;
