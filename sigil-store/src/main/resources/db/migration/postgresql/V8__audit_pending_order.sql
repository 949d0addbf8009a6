-- The sequencer's round reads a tenant's queued events oldest first. The queue is filled and
-- emptied all the time, so between two vacuums it holds thousands of dead entries, which the
-- planner does not see; only an index scan of the tenant's range in pending_id order is safe, as
-- it stops at the limit and marks the dead entries it passes so that later rounds skip them. The
-- planner chose others: on a young table a bitmap over the tenant's whole (tenant_id, request_id)
-- range and a sort (a bitmap scan reads every dead entry at every round and never marks them);
-- once the statistics knew one tenant's large backlog, a walk of the primary key filtering out
-- that tenant's rows. So the round reads through audit_pending_round: this index, no bitmap or
-- sequential scan inside the function, and a tenant's equality taken as selective whatever the
-- statistics say. Figures: docs/benchmarks.md (tokens, stop 34); docs/decisions.md (storage).
CREATE INDEX audit_pending_order_idx ON audit_pending (tenant_id, pending_id);

ALTER TABLE audit_pending ALTER COLUMN tenant_id SET (n_distinct = 1000);

-- PL/pgSQL keeps the function's plan for the session (a SQL function would plan it at every call);
-- the settings apply while it is planned and run, and the generic plan is used from the first call
-- (a plan made for a tenant the statistics show as dominant walks the primary key). The caller orders by
-- pending_id. The search path is the caller's, as for the plain query: each deployment's schema
-- is its connection's current schema, and a pinned path would name it.
CREATE FUNCTION audit_pending_round(tenant TEXT, max_rows INT)
  RETURNS TABLE (pending_id BIGINT, request_id TEXT, occurred_at BIGINT, operation TEXT, event BYTEA)
  LANGUAGE plpgsql STABLE
  SET enable_bitmapscan = off
  SET enable_seqscan = off
  SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
    SELECT p.pending_id, p.request_id, p.occurred_at, p.operation, p.event FROM audit_pending p
    WHERE p.tenant_id = tenant ORDER BY p.pending_id LIMIT max_rows;
END
$$;

-- n_distinct takes effect at the next ANALYZE; a database upgraded with a queue of one tenant
-- would keep its old statistics until autovacuum's.
ANALYZE audit_pending;
