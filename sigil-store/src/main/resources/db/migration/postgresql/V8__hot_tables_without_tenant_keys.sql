-- The tables written for every item or request no longer carry a foreign key to tenants:
-- PostgreSQL checks one per inserted row with SELECT ... FOR KEY SHARE on the tenant's row, and
-- concurrent transactions of one tenant share that lock through a MultiXact, which made the check
-- about a fifth of a batch's time (docs/benchmarks.md, tokens, stop 31: batches of 100 went from
-- 49,500 to 61,500 items/s without the key of tokens). These rows are written only for the
-- authenticated caller's tenant, whose row exists, and the token insert still looks its tenants up,
-- without a lock, and refuses an unknown one. Tenants are never deleted, which the trigger below
-- now enforces, so no row of these tables can lose its tenant. The other tables keep their keys:
-- credentials, keysets, audit heads, trees and checkpoints are written rarely; subjects, client
-- references, consents, documents and idempotency keys once per new subject, reference, consent,
-- document or key (their cost was not measured). SQLite keeps every key: its check is a B-tree
-- lookup without locks (see sqlite/V8), and its tenants are never deleted either.
SET LOCAL lock_timeout = '10s'; -- dropping a key locks tenants: fail rather than queue behind traffic
ALTER TABLE tokens DROP CONSTRAINT tokens_tenant_id_fkey;
ALTER TABLE records DROP CONSTRAINT records_tenant_id_fkey;
ALTER TABLE audit_events DROP CONSTRAINT audit_events_tenant_id_fkey;
ALTER TABLE audit_pending DROP CONSTRAINT audit_pending_tenant_id_fkey;

CREATE FUNCTION sigil_tenants_are_never_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tenants are never deleted';
END;
$$;
CREATE TRIGGER tenants_are_never_deleted BEFORE DELETE OR TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION sigil_tenants_are_never_deleted();
