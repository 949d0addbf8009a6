package dev.sigil.server;

/** Access on the embedded SQLite store. */
class AccessSqliteIT extends AccessContract {}
