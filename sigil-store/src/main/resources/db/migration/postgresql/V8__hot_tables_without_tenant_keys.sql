-- The tables written for every item or request no longer carry a foreign key to tenants:
-- PostgreSQL checks one per inserted row with SELECT ... FOR KEY SHARE on the tenant's row, and
-- concurrent transactions of one tenant share that lock through a MultiXact, which made the check
-- about a fifth of a batch's time (docs/benchmarks.md, tokens, stop 31: batches of 100 went from
-- 49,500 to 61,500 items/s without it). Tenants are never deleted, and these rows are written only
-- for the authenticated caller's tenant, whose row exists (the token insert still looks its
-- tenants up, without a lock, and refuses an unknown one); the tables written rarely (credentials,
-- keysets, subjects, client references, consents, documents, audit heads, trees and checkpoints,
-- idempotency keys) keep theirs. SQLite keeps every key: its check is a B-tree lookup without locks
-- (see sqlite/V8).
ALTER TABLE tokens DROP CONSTRAINT IF EXISTS tokens_tenant_id_fkey;
ALTER TABLE records DROP CONSTRAINT IF EXISTS records_tenant_id_fkey;
ALTER TABLE audit_events DROP CONSTRAINT IF EXISTS audit_events_tenant_id_fkey;
ALTER TABLE audit_pending DROP CONSTRAINT IF EXISTS audit_pending_tenant_id_fkey;
