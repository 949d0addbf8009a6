-- Nothing changes on SQLite: postgresql/V8 drops the foreign keys to tenants of the tables written
-- for every item or request, whose per-row check locks the tenant's row there. SQLite's check is a
-- B-tree lookup without locks (stop 20 measured foreign_keys=OFF within the noise), and dropping a
-- key would mean rebuilding the table. The version exists so that both dialects share the history.
SELECT 1;
