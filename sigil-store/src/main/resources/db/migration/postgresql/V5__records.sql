-- Sealed records of named vaults. Mirrors sqlite/V5 column for column. A record's fields are
-- rows of their own: the value's ciphertext (AEAD bound to tenant, vault, record and field) and
-- the field's token, an ordinary token of the tokens table.
CREATE TABLE records (
  tenant_id TEXT COLLATE "C" NOT NULL REFERENCES tenants (id),
  vault_id TEXT COLLATE "C" NOT NULL,
  record_id TEXT COLLATE "C" NOT NULL,
  subject_ref BYTEA,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (tenant_id, vault_id, record_id)
);

CREATE INDEX records_subject_ref_idx ON records (tenant_id, subject_ref)
  WHERE subject_ref IS NOT NULL;

CREATE TABLE record_fields (
  tenant_id TEXT COLLATE "C" NOT NULL,
  vault_id TEXT COLLATE "C" NOT NULL,
  record_id TEXT COLLATE "C" NOT NULL,
  field TEXT COLLATE "C" NOT NULL,
  data_type TEXT COLLATE "C" NOT NULL,
  token TEXT COLLATE "C" NOT NULL,
  value BYTEA NOT NULL,
  PRIMARY KEY (tenant_id, vault_id, record_id, field),
  FOREIGN KEY (tenant_id, vault_id, record_id)
    REFERENCES records (tenant_id, vault_id, record_id) ON DELETE CASCADE
);
