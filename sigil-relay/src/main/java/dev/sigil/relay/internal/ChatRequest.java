package dev.sigil.relay.internal;

import dev.sigil.core.FieldError;
import dev.sigil.core.Purposes;
import dev.sigil.core.UserError;
import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.Connection;
import dev.sigil.relay.api.Provider;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The relay's own fields of a chat request, taken out of the body so they never reach the provider:
 * {@code connection_id}, {@code purpose} (shaped as {@link Purposes} says) and {@code rehydrate}
 * ({@code true} for every de-identified class, or a list of classes). {@code stream}, which stays
 * in the body, is checked here too: a boolean or null, never read loosely.
 *
 * @param rehydrate null when not requested; empty for every class
 */
record ChatRequest(String connectionId, String purpose, @Nullable Set<PiiClass> rehydrate) {
  static final int MAX_ID = 128;

  static ChatRequest take(ObjectNode body) {
    List<FieldError> errors = new ArrayList<>();
    String connection = required(body.remove("connection_id"), "/connection_id", errors);
    String purpose = purpose(body.remove("purpose"), errors);
    Set<PiiClass> rehydrate = rehydrate(body.remove("rehydrate"), errors);
    JsonNode stream = body.get("stream");
    if (stream != null && !stream.isBoolean() && !stream.isNull()) {
      errors.add(new FieldError("/stream", "type", "Must be true or false."));
    }
    if (!errors.isEmpty()) {
      throw UserError.validation(errors);
    }
    return new ChatRequest(connection, purpose, rehydrate);
  }

  /** The model the provider is asked for, written into the body; checked against the list. */
  String model(ObjectNode body, Connection c) {
    JsonNode given = body.get("model");
    if (given != null && !given.isString()) {
      throw LocalChatRelay.invalid("/model", "type", "Must be a string.");
    }
    String model =
        Optional.ofNullable(LocalChatRelay.string(given))
            .or(() -> Optional.ofNullable(c.defaultModel()))
            .orElse(c.provider() == Provider.ECHO ? "echo" : null);
    if (model == null) {
      throw LocalChatRelay.invalid("/model", "required", "The connection has no default model.");
    }
    if (!c.allowsModel(model)) {
      throw LocalChatRelay.invalid(
          "/model", "model_not_allowed", "The connection does not allow this model.");
    }
    body.put("model", model);
    return model;
  }

  /**
   * A purpose in the shape a reveal's has ({@link Purposes}): it is matched against the connection
   * and written into the audit event as sent, so free text (an address typed where the purpose
   * goes) is refused before the connection is looked up, instead of resting in the chain.
   */
  private static String purpose(@Nullable JsonNode value, List<FieldError> errors) {
    int before = errors.size();
    String purpose = required(value, "/purpose", errors);
    if (errors.size() == before && !Purposes.isPurpose(purpose)) {
      errors.add(new FieldError("/purpose", "format", Purposes.DETAIL));
    }
    return purpose;
  }

  private static String required(@Nullable JsonNode value, String at, List<FieldError> errors) {
    if (value == null || !value.isString() || value.asString().isEmpty()) {
      errors.add(new FieldError(at, "required", "Is required: a non-empty string."));
      return "";
    }
    if (value.asString().length() > MAX_ID) {
      errors.add(new FieldError(at, "length", "Must be 1 to " + MAX_ID + " characters."));
    }
    return value.asString();
  }

  private static @Nullable Set<PiiClass> rehydrate(
      @Nullable JsonNode value, List<FieldError> errors) {
    if (value == null || value.isNull() || (value.isBoolean() && !value.asBoolean())) {
      return null;
    }
    if (value.isBoolean()) {
      return Set.of();
    }
    if (!value.isArray() || value.isEmpty()) {
      errors.add(new FieldError("/rehydrate", "type", "Must be true, false or a list of classes."));
      return null;
    }
    Set<PiiClass> classes = EnumSet.noneOf(PiiClass.class);
    for (int i = 0; i < value.size(); i++) {
      Optional<PiiClass> c =
          value.get(i).isString()
              ? PiiClass.fromWireName(value.get(i).asString())
              : Optional.empty();
      if (c.isEmpty()) {
        errors.add(new FieldError("/rehydrate/" + i, "unknown_class", "Is not a detection class."));
      } else {
        classes.add(c.get());
      }
    }
    return classes;
  }
}
