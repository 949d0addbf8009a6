package dev.sigil.vaults.internal;

import dev.sigil.audit.CanonicalJson;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.TokenType;
import dev.sigil.vaults.api.FieldSpec;
import dev.sigil.vaults.api.VaultSchema;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** The stored form of a vault schema: the JSON shape of {@code PUT /v1/vaults/{id}}. */
final class SchemaDocuments {
  static final String KIND = "vault";

  private SchemaDocuments() {}

  static String encode(VaultSchema schema) {
    Map<String, Object> fields = new TreeMap<>();
    schema
        .fields()
        .forEach(
            (name, f) ->
                fields.put(
                    name,
                    Map.of(
                        "dataType", f.dataType().wireName(),
                        "tokenType", f.tokenType().wireName(),
                        "required", f.required())));
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("fields", fields);
    if (schema.subjectField() != null) {
      doc.put("subjectField", schema.subjectField());
    }
    return CanonicalJson.toJson(doc);
  }

  /** The schema, or empty when the stored document no longer reads as one (fail closed). */
  static Optional<VaultSchema> decode(String json) {
    try {
      Map<?, ?> doc = (Map<?, ?>) CanonicalJson.parse(json.getBytes(StandardCharsets.UTF_8));
      Map<String, FieldSpec> fields = new TreeMap<>();
      for (Map.Entry<?, ?> e : ((Map<?, ?>) doc.get("fields")).entrySet()) {
        Map<?, ?> f = (Map<?, ?>) e.getValue();
        fields.put(
            (String) e.getKey(),
            new FieldSpec(
                DataType.fromWire((String) f.get("dataType")).orElseThrow(),
                TokenType.fromWire((String) f.get("tokenType")).orElseThrow(),
                (Boolean) f.get("required")));
      }
      return Optional.of(new VaultSchema(fields, (String) doc.get("subjectField")));
    } catch (RuntimeException e) {
      return Optional.empty();
    }
  }
}
