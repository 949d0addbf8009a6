-- The sequencer's round reads a tenant's queued events oldest first
-- (WHERE tenant_id = ? ORDER BY pending_id LIMIT ?). Without this index its plan depended on the
-- table's statistics: the primary key walked from the oldest pending_id, filtering out other
-- tenants' rows, or the (tenant_id, request_id) index was read whole and sorted. The queue is
-- written and emptied all the time, so either plan also read every dead entry at its head: on a
-- young table (no ANALYZE yet) the round's read took 7.5 ms on average against 0.27 ms, and the
-- rounds of a tenant run one at a time (docs/benchmarks.md, tokens, stop 34). With it, every plan
-- reads the tenant's range in order and stops at the limit; a backlog of another tenant costs
-- nothing.
CREATE INDEX audit_pending_order_idx ON audit_pending (tenant_id, pending_id);
