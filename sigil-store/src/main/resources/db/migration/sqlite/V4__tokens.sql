-- Tokens, data subjects, client references, consents, tenant documents and the data subjects of
-- stored idempotent answers. Mirrors postgresql/V4 column for column. Values, subject ids and
-- keysets are ciphertext; subject references, fingerprints, value indexes and reference hashes are
-- keyed hashes. The store never sees a protected value.

-- A LIVE token maps to its value; an ERASED token is a tombstone that keeps only its token, types
-- and times. The token is the only key: a value's token is found by recomputing it, and its stored
-- fingerprint (not indexed) confirms it is that value's.
CREATE TABLE tokens (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  token TEXT NOT NULL,
  data_type TEXT NOT NULL,
  token_type TEXT NOT NULL,
  subject_ref BLOB,
  fingerprint BLOB,
  value_index BLOB,
  value BLOB,
  state TEXT NOT NULL CHECK (state IN ('LIVE', 'ERASED')),
  created_at INTEGER NOT NULL,
  erased_at INTEGER,
  PRIMARY KEY (tenant_id, token),
  CHECK (
    (state = 'LIVE' AND value IS NOT NULL AND erased_at IS NULL)
    OR (
      state = 'ERASED' AND value IS NULL AND subject_ref IS NULL AND fingerprint IS NULL
      AND value_index IS NULL AND erased_at IS NOT NULL
    )
  )
) STRICT;

CREATE INDEX tokens_subject_ref_idx ON tokens (tenant_id, subject_ref, created_at)
  WHERE subject_ref IS NOT NULL;
CREATE INDEX tokens_value_index_idx ON tokens (tenant_id, value_index)
  WHERE value_index IS NOT NULL;

-- Deleting a subject's row (its wrapped keyset with it) is what erases the subject.
CREATE TABLE subjects (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  subject_ref BLOB NOT NULL,
  subject_id BLOB NOT NULL,
  keyset BLOB NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, subject_ref)
) STRICT;

CREATE TABLE client_refs (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  ref_hash BLOB NOT NULL,
  item_fingerprint BLOB NOT NULL,
  token TEXT NOT NULL,
  subject_ref BLOB,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, ref_hash)
) STRICT;

CREATE INDEX client_refs_subject_ref_idx ON client_refs (tenant_id, subject_ref)
  WHERE subject_ref IS NOT NULL;

-- A withdrawn consent is deleted.
CREATE TABLE consents (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  subject_ref BLOB NOT NULL,
  purpose TEXT NOT NULL,
  granted_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, subject_ref, purpose)
) STRICT;

-- JSON the store does not read; secrets inside are encrypted by the caller.
CREATE TABLE tenant_documents (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  document TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, kind, name)
) STRICT;

-- Which data subjects' values a stored idempotent answer holds, so that erasing a subject deletes
-- the answer. A link goes with its record when the record is deleted (release, purge, erasure);
-- takeOver replaces the record in place and deletes its links itself. The cascade relies on every
-- pooled connection enforcing foreign keys (DataSources.sqlite).
CREATE TABLE idempotency_subjects (
  tenant_id TEXT NOT NULL REFERENCES tenants (id),
  path TEXT NOT NULL,
  key_hash BLOB NOT NULL,
  subject_ref BLOB NOT NULL,
  PRIMARY KEY (tenant_id, subject_ref, path, key_hash),
  FOREIGN KEY (tenant_id, path, key_hash)
    REFERENCES idempotency_keys (tenant_id, path, key_hash) ON DELETE CASCADE
) STRICT;

CREATE INDEX idempotency_subjects_key_idx ON idempotency_subjects (tenant_id, path, key_hash);
