-- Mirrors postgresql/V8: the sequencer's round reads a tenant's queued events in order through
-- this index. SQLite chains events in the request's transaction, so its queue stays empty unless
-- the deferred append is chosen.
CREATE INDEX audit_pending_order_idx ON audit_pending (tenant_id, pending_id);
