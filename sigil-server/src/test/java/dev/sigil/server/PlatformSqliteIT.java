package dev.sigil.server;

import org.jspecify.annotations.Nullable;

/** The platform contract on the embedded SQLite store. */
class PlatformSqliteIT extends PlatformContract {
  @Override
  @Nullable String storeUrl() {
    return null;
  }
}
