package dev.sigil.store;

import java.nio.file.Path;
import org.jspecify.annotations.Nullable;

/**
 * Where the store lives. With no {@code url}, the embedded SQLite file {@code dataDir/sigil.db} is
 * used; otherwise {@code url} is a {@code jdbc:postgresql:} or {@code jdbc:sqlite:} URL. {@code
 * url} may carry a password, so this record never prints it.
 */
public record StoreConfig(@Nullable String url, Path dataDir, int maxPoolSize) {
  public StoreConfig {
    if (maxPoolSize < 1) {
      throw new IllegalArgumentException("maxPoolSize must be at least 1");
    }
  }

  @Override
  public String toString() {
    return "StoreConfig[url="
        + (url == null ? "embedded" : "[REDACTED]")
        + ", dataDir="
        + dataDir
        + ", maxPoolSize="
        + maxPoolSize
        + "]";
  }
}
