package dev.sigil.server.config;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
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
  /** Normalized keys as patterns: a map key is any one segment, a list index any number. */
  private final List<Pattern> known = new ArrayList<>();

  UnknownKeys() {
    collect(SigilProperties.class, Pattern.quote("sigil."));
  }

  /** The unknown keys of every configuration file, each with where it was read. */
  List<String> find(ConfigurableEnvironment environment) {
    List<String> unknown = new ArrayList<>();
    for (PropertySource<?> source : environment.getPropertySources()) {
      if (!(source instanceof OriginTrackedMapPropertySource file)) {
        continue;
      }
      for (String name : file.getPropertyNames()) {
        if (name.startsWith("sigil.") && !isKnown(normalize(name))) {
          unknown.add(name + " (in " + source.getName() + ")");
        }
      }
    }
    return unknown;
  }

  private boolean isKnown(String key) {
    return known.stream().anyMatch(p -> p.matcher(key).matches());
  }

  private void collect(Class<?> type, String prefix) {
    for (RecordComponent c : type.getRecordComponents()) {
      String key = prefix + Pattern.quote(normalize(c.getName()));
      element(c.getType(), c.getGenericType(), key);
    }
  }

  private void element(Class<?> raw, Type generic, String key) {
    if (raw.isRecord()) {
      collect(raw, key + "\\.");
    } else if (Map.class.isAssignableFrom(raw) && generic instanceof ParameterizedType p) {
      Type value = p.getActualTypeArguments()[1];
      element(rawOf(value), value, key + "\\.[^.]+");
    } else if (List.class.isAssignableFrom(raw) && generic instanceof ParameterizedType p) {
      Type item = p.getActualTypeArguments()[0];
      element(rawOf(item), item, key + "\\[\\d+\\]");
    } else {
      known.add(Pattern.compile(key));
    }
  }

  private static Class<?> rawOf(Type type) {
    if (type instanceof ParameterizedType p) {
      return (Class<?>) p.getRawType();
    }
    return type instanceof Class<?> c ? c : Object.class;
  }

  /** {@code sigil.limits.max-items}, {@code maxItems} and {@code max_items} are one key. */
  private static String normalize(String key) {
    return key.replace("-", "").replace("_", "").toLowerCase(Locale.ROOT);
  }
}
