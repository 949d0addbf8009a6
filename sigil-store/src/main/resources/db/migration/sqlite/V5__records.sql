-- Sealed records of named vaults. Mirrors postgresql/V5 column for column. A record's fields are
-- rows of their own: the value's ciphertext (AEAD bound to tenant, vault, record and field) and
-- the field's token, an ordinary token of the tokens table.
CREATE TABLE records (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  vault_id TEXT NOT NULL,
  record_id TEXT NOT NULL,
  subject_ref BLOB,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, vault_id, record_id)
) STRICT;

CREATE INDEX records_subject_ref_idx ON records (tenant_id, subject_ref)
  WHERE subject_ref IS NOT NULL;

CREATE TABLE record_fields (
  tenant_id TEXT NOT NULL,
  vault_id TEXT NOT NULL,
  record_id TEXT NOT NULL,
  field TEXT NOT NULL,
  data_type TEXT NOT NULL,
  token TEXT NOT NULL,
  value BLOB NOT NULL,
  PRIMARY KEY (tenant_id, vault_id, record_id, field),
  FOREIGN KEY (tenant_id, vault_id, record_id)
    REFERENCES records (tenant_id, vault_id, record_id) ON DELETE CASCADE
) STRICT;
