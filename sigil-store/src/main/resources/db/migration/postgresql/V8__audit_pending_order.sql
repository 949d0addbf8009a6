-- The sequencer's round reads a tenant's queued events oldest first
-- (WHERE tenant_id = ? ORDER BY pending_id LIMIT ?). On a young table (no statistics) its generic
-- plan was a bitmap over the tenant's whole (tenant_id, request_id) range and a sort, which reads
-- every dead entry of the ever-emptied queue at every round (a bitmap scan never marks them). With
-- this index it is an index scan of the tenant's range in order that stops at the limit and marks
-- the dead entries it passes. Figures and what it does not mend: docs/benchmarks.md (tokens, stop
-- 34) and docs/decisions.md (storage).
CREATE INDEX audit_pending_order_idx ON audit_pending (tenant_id, pending_id);
