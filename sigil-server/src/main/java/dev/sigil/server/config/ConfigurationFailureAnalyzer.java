package dev.sigil.server.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.springframework.boot.context.properties.bind.BindException;
import org.springframework.boot.context.properties.bind.validation.BindValidationException;
import org.springframework.boot.context.properties.bind.validation.ValidationErrors;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.core.Ordered;
import org.springframework.core.convert.ConversionFailedException;
import org.springframework.validation.FieldError;
import org.springframework.validation.ObjectError;

/**
 * Turns a configuration that does not bind into one message per bad key, named as a user writes it
 * in the YAML file ({@code sigil.limits.max-items}) and as an environment variable ({@code
 * SIGIL_LIMITS_MAX_ITEMS}), with the problem. Values are never repeated: a key may hold a secret.
 */
public final class ConfigurationFailureAnalyzer extends AbstractFailureAnalyzer<BindException>
    implements Ordered {

  @Override
  protected FailureAnalysis analyze(Throwable rootFailure, BindException cause) {
    List<String> problems = new ArrayList<>();
    BindValidationException validation = findCause(cause, BindValidationException.class);
    if (validation != null) {
      ValidationErrors errors = validation.getValidationErrors();
      for (ObjectError error : errors) {
        String key =
            error instanceof FieldError field
                ? errors.getName() + "." + kebab(field.getField())
                : errors.getName().toString();
        problems.add(describe(key, error.getDefaultMessage()));
      }
    } else if (findCause(cause, InvalidKeyException.class) instanceof InvalidKeyException invalid) {
      problems.add(describe(invalid.key(), invalid.getMessage()));
    } else {
      String key =
          cause.getProperty() != null
              ? cause.getProperty().getName().toString()
              : cause.getName().toString();
      problems.add(describe(key, reason(cause)));
    }
    return new FailureAnalysis(
        "Invalid configuration:\n  " + String.join("\n  ", problems),
        "Fix the key(s) above in the configuration file (--config) or their environment"
            + " variables, then start again. See docs/configuration.md.",
        cause);
  }

  private static String reason(BindException cause) {
    Throwable deepest = cause;
    for (Throwable t = cause; t != null; t = t.getCause()) {
      if (t instanceof ConversionFailedException conversion) {
        return "is not a valid " + conversion.getTargetType().getType().getSimpleName();
      }
      deepest = t;
    }
    return deepest == cause ? "cannot be bound" : String.valueOf(deepest.getMessage());
  }

  private static String describe(String key, String problem) {
    String env = key.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
    return key + " (" + env + "): " + problem;
  }

  /** {@code limits.maxItems} to {@code limits.max-items}. */
  static String kebab(String path) {
    return path.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
  }

  @Override
  public int getOrder() {
    return Ordered.HIGHEST_PRECEDENCE;
  }
}
