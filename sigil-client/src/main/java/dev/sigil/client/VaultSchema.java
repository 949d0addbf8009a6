package dev.sigil.client;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A vault's schema, written with {@link GatewayClient#putVault}: per field name its {@link Field}
 * (data type, token type, required or not), and optionally the field whose value names the record's
 * data subject. A record may hold only these fields.
 *
 * <pre>{@code
 * VaultSchema crm = VaultSchema.builder()
 *     .field("email", Field.of("email").required(true))
 *     .field("phone", Field.of("phone").tokenType("format_preserving"))
 *     .field("customer_id", Field.of("text").required(true))
 *     .subjectField("customer_id")
 *     .build();
 * }</pre>
 */
public record VaultSchema(Map<String, Field> fields, @Nullable String subjectField) {
  public VaultSchema {
    fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    fields.forEach(
        (name, field) -> {
          Objects.requireNonNull(name, "field name");
          Objects.requireNonNull(field, "field");
        });
  }

  /**
   * One field: its {@code dataType} (e.g. {@code email}), its {@code tokenType} ({@code
   * deterministic}, {@code random} or {@code format_preserving}; null: the service's default,
   * deterministic) and whether every record must have it. The service answers the token type.
   */
  public record Field(String dataType, @Nullable String tokenType, boolean required) {
    public Field {
      Objects.requireNonNull(dataType, "dataType");
    }

    /** An optional field of {@code dataType} with the default token type. */
    public static Field of(String dataType) {
      return new Field(dataType, null, false);
    }

    /** The same field with this token type. */
    public Field tokenType(String type) {
      return new Field(dataType, type, required);
    }

    /** The same field, required or not. */
    public Field required(boolean required) {
      return new Field(dataType, tokenType, required);
    }

    static Field read(AnswerReader r) {
      return new Field(r.string("dataType"), r.string("tokenType"), r.bool("required"));
    }
  }

  /** An empty builder; add fields with {@link Builder#field}. */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds a schema field by field, in order. */
  public static final class Builder {
    private final Map<String, Field> fields = new LinkedHashMap<>();
    private @Nullable String subjectField;

    private Builder() {}

    /** Adds (or replaces) the field {@code name}. */
    public Builder field(String name, Field field) {
      fields.put(name, field);
      return this;
    }

    /** The field whose value names the record's data subject (erasure reaches the record). */
    public Builder subjectField(String name) {
      this.subjectField = name;
      return this;
    }

    public VaultSchema build() {
      return new VaultSchema(fields, subjectField);
    }
  }

  ObjectNode json() {
    ObjectNode o = Json.object();
    ObjectNode f = o.putObject("fields");
    fields.forEach(
        (name, field) -> {
          ObjectNode spec = f.putObject(name).put("dataType", field.dataType());
          VaultClient.putIfSet(spec, "tokenType", field.tokenType());
          spec.put("required", field.required());
        });
    VaultClient.putIfSet(o, "subjectField", subjectField);
    return o;
  }
}
