package dev.sigil.tokens.internal;

import dev.sigil.audit.CanonicalJson;
import dev.sigil.core.Scope;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.Redaction;
import dev.sigil.tokens.api.RevealPolicy;
import dev.sigil.tokens.api.RevealRule;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The stored form of a reveal policy: the JSON shape of {@code PUT /v1/admin/policies/reveal} (SPEC
 * section 12), in canonical JSON. A stored document that no longer reads as a policy fails closed:
 * it reveals nothing.
 */
final class PolicyDocuments {
  static final String KIND = "reveal-policy";
  static final String NAME = "default";

  private PolicyDocuments() {}

  static String encode(RevealPolicy policy) {
    List<Object> rules =
        policy.rules().stream()
            .map(
                r -> {
                  Map<String, Object> m = new LinkedHashMap<>();
                  m.put("purposes", List.copyOf(new TreeSet<>(r.purposes())));
                  m.put(
                      "dataTypes",
                      r.dataTypes().stream().map(DataType::wireName).sorted().toList());
                  m.put("scopes", r.scopes().stream().map(Scope::wireName).sorted().toList());
                  m.put("redaction", r.redaction().wireName());
                  m.put("requireConsent", r.requireConsent());
                  return (Object) m;
                })
            .toList();
    return CanonicalJson.toJson(Map.of("rules", rules));
  }

  static RevealPolicy decode(String json) {
    try {
      Map<?, ?> doc = (Map<?, ?>) CanonicalJson.parse(json.getBytes(StandardCharsets.UTF_8));
      List<RevealRule> rules =
          ((List<?>) doc.get("rules")).stream().map(r -> rule((Map<?, ?>) r)).toList();
      return new RevealPolicy(rules);
    } catch (RuntimeException e) {
      return RevealPolicy.DENY_ALL;
    }
  }

  private static RevealRule rule(Map<?, ?> m) {
    return new RevealRule(
        strings(m.get("purposes")),
        strings(m.get("dataTypes")).stream()
            .map(s -> DataType.fromWire(s).orElseThrow())
            .collect(Collectors.toSet()),
        strings(m.get("scopes")).stream()
            .map(s -> Scope.fromWire(s).orElseThrow())
            .collect(Collectors.toSet()),
        Redaction.fromWire((String) m.get("redaction")).orElseThrow(),
        (Boolean) m.get("requireConsent"));
  }

  private static Set<String> strings(Object list) {
    return ((List<?>) list).stream().map(String.class::cast).collect(Collectors.toSet());
  }
}
