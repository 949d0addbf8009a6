package dev.sigil.relay.internal;

import dev.sigil.audit.CanonicalJson;
import dev.sigil.core.Framing;
import dev.sigil.core.Sensitive;
import dev.sigil.core.TenantId;
import dev.sigil.crypto.DataKeys;
import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.Connection;
import dev.sigil.relay.api.Provider;
import dev.sigil.relay.api.Rehydration;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The stored form of a connection: the shape of {@code PUT /v1/admin/connections/{id}} in canonical
 * JSON, with a stored API key sealed under the tenant's data key and bound to tenant and connection
 * id, so a sealed key copied to another connection or tenant does not open. A stored format: a
 * document written before {@code streamTimeoutMs} existed decodes with its default.
 */
final class ConnectionDocuments {
  static final String KIND = "ai-connection";

  private ConnectionDocuments() {}

  static String encode(TenantId tenant, Connection c, DataKeys keys) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("provider", c.provider().wireName());
    if (c.baseUrl() != null) {
      m.put("baseUrl", c.baseUrl().toString());
    }
    if (c.apiKeyEnv() != null) {
      m.put("apiKeyEnv", c.apiKeyEnv());
    }
    if (c.apiKey() != null) {
      byte[] sealed =
          keys.encrypt(
              c.apiKey().reveal().getBytes(StandardCharsets.UTF_8), binding(tenant, c.id()));
      m.put("apiKeySealed", Base64.getEncoder().encodeToString(sealed));
    }
    m.put("models", c.models());
    if (c.defaultModel() != null) {
      m.put("defaultModel", c.defaultModel());
    }
    m.put("purposes", List.copyOf(new TreeSet<>(c.purposes())));
    m.put("deidentify", wire(c.deidentify()));
    m.put("allowNonText", c.allowNonText());
    m.put("timeoutMs", c.timeout().toMillis());
    m.put("streamTimeoutMs", c.streamTimeout().toMillis());
    m.put(
        "rehydration",
        Map.of("allowed", c.rehydration().allowed(), "classes", wire(c.rehydration().classes())));
    return CanonicalJson.toJson(m);
  }

  static Connection decode(TenantId tenant, String id, String json, DataKeys keys) {
    Map<?, ?> m = (Map<?, ?>) CanonicalJson.parse(json.getBytes(StandardCharsets.UTF_8));
    Object sealed = m.get("apiKeySealed");
    Sensitive<String> apiKey =
        sealed == null
            ? null
            : Sensitive.of(
                new String(
                    keys.decrypt(Base64.getDecoder().decode((String) sealed), binding(tenant, id)),
                    StandardCharsets.UTF_8));
    Map<?, ?> rehydration = (Map<?, ?>) m.get("rehydration");
    return new Connection(
        id,
        Provider.fromWire((String) m.get("provider")).orElseThrow(),
        m.get("baseUrl") == null ? null : URI.create((String) m.get("baseUrl")),
        (String) m.get("apiKeyEnv"),
        apiKey,
        strings(m.get("models")),
        (String) m.get("defaultModel"),
        Set.copyOf(strings(m.get("purposes"))),
        classes(m.get("deidentify")),
        (Boolean) m.get("allowNonText"),
        Duration.ofMillis(((Number) m.get("timeoutMs")).longValue()),
        m.get("streamTimeoutMs") instanceof Number n
            ? Duration.ofMillis(n.longValue())
            : Connection.DEFAULT_STREAM_TIMEOUT, // stored before the field existed
        new Rehydration((Boolean) rehydration.get("allowed"), classes(rehydration.get("classes"))));
  }

  private static byte[] binding(TenantId tenant, String id) {
    return Framing.encode("ai-connection-key", tenant.value(), id);
  }

  private static List<String> wire(Set<PiiClass> classes) {
    return classes.stream().map(PiiClass::wireName).sorted().toList();
  }

  private static List<String> strings(Object list) {
    return ((List<?>) list).stream().map(String.class::cast).toList();
  }

  private static Set<PiiClass> classes(Object list) {
    return strings(list).stream()
        .map(s -> PiiClass.fromWireName(s).orElseThrow())
        .collect(Collectors.toSet());
  }
}
