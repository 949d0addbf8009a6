package dev.sigil.server.config;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.springframework.boot.env.OriginTrackedMapPropertySource;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.PropertySource;

/**
 * Refuses a configuration file that names a {@code sigil.*} key Sigil does not have: a misspelt
 * {@code sigil.store.url} must stop start-up, not silently fall back to the embedded store.
 * Environment variables are not checked this way: unrelated {@code SIGIL_*} variables (those of the
 * launcher and the tests) share the prefix.
 */
final class UnknownKeys {
  private final Set<String> known = new TreeSet<>();

  UnknownKeys() {
    collect(SigilProperties.class, "sigil.");
  }

  /** The unknown keys of every configuration file, each with where it was read. */
  List<String> find(ConfigurableEnvironment environment) {
    List<String> unknown = new ArrayList<>();
    for (PropertySource<?> source : environment.getPropertySources()) {
      if (!(source instanceof OriginTrackedMapPropertySource file)) {
        continue;
      }
      for (String name : file.getPropertyNames()) {
        if (name.startsWith("sigil.") && !known.contains(normalize(name))) {
          unknown.add(name + " (in " + source.getName() + ")");
        }
      }
    }
    return unknown;
  }

  private void collect(Class<?> type, String prefix) {
    for (RecordComponent c : type.getRecordComponents()) {
      String key = prefix + c.getName();
      if (c.getType().isRecord()) {
        collect(c.getType(), key + ".");
      } else {
        known.add(normalize(key));
      }
    }
  }

  /** {@code sigil.limits.max-items}, {@code maxItems} and {@code max_items} are one key. */
  private static String normalize(String key) {
    return key.replace("-", "").replace("_", "").toLowerCase(Locale.ROOT);
  }
}
