package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.server.auth.web.AnyScope;
import dev.sigil.server.auth.web.RequiresScope;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.yaml.snakeyaml.Yaml;

/**
 * Enumerates the registered endpoints: each must be in the OpenAPI document kept in the repository
 * (and the document lists nothing else), and each {@code /v1} endpoint must declare the scope it
 * needs, matching the document's {@code x-sigil-scope}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EndpointCatalogIT {
  @TempDir Path dataDir;
  TestServer server;

  @BeforeAll
  void start() {
    server = TestServer.start(dataDir, null);
  }

  @AfterAll
  void stop() {
    server.close();
  }

  /** "METHOD /path" to the scope it declares ("" for none, "*" for any). */
  private Map<String, String> registered() {
    Map<String, String> out = new TreeMap<>();
    var mapping =
        server
            .context()
            .getBean("requestMappingHandlerMapping", RequestMappingHandlerMapping.class);
    for (Map.Entry<RequestMappingInfo, HandlerMethod> e : mapping.getHandlerMethods().entrySet()) {
      for (String path : e.getKey().getPatternValues()) {
        if (path.equals("/error")) {
          continue;
        }
        HandlerMethod h = e.getValue();
        String scope =
            h.hasMethodAnnotation(AnyScope.class)
                ? "*"
                : h.hasMethodAnnotation(RequiresScope.class)
                    ? h.getMethodAnnotation(RequiresScope.class).value().wireName()
                    : "";
        for (var method : e.getKey().getMethodsCondition().getMethods()) {
          out.put(method.name() + " " + path, scope);
        }
      }
    }
    return out;
  }

  @SuppressWarnings("unchecked")
  private Map<String, String> documented() throws Exception {
    Map<String, String> out = new TreeMap<>();
    try (InputStream in = getClass().getResourceAsStream("/openapi.yaml")) {
      Map<String, Object> doc = new Yaml().load(in);
      var paths = (Map<String, Map<String, Object>>) doc.get("paths");
      for (var p : paths.entrySet()) {
        for (var op : p.getValue().entrySet()) {
          var operation = (Map<String, Object>) op.getValue();
          Object scope = operation.get("x-sigil-scope");
          String declared =
              p.getKey().startsWith("/v1/") ? (scope == null ? "*" : scope.toString()) : "";
          out.put(op.getKey().toUpperCase(java.util.Locale.ROOT) + " " + p.getKey(), declared);
        }
      }
    }
    return out;
  }

  @Test
  void openApiDocumentMatchesTheRegisteredEndpoints() throws Exception {
    Map<String, String> registered = registered();
    Map<String, String> withPublicScopes = new TreeMap<>();
    registered.forEach((k, v) -> withPublicScopes.put(k, k.contains(" /v1/") ? v : ""));
    assertThat(documented()).isEqualTo(withPublicScopes);
  }

  @Test
  void everyV1EndpointDeclaresItsScope() {
    Set<String> undeclared = new TreeSet<>();
    registered()
        .forEach(
            (k, v) -> {
              if (k.contains(" /v1/") && v.isEmpty()) {
                undeclared.add(k);
              }
            });
    assertThat(undeclared).isEmpty();
  }

  @Test
  void servedDocumentIsTheRepositoryOne() throws Exception {
    var r = server.get("/openapi.yaml", null);
    assertThat(r.statusCode()).isEqualTo(200);
    try (InputStream in = getClass().getResourceAsStream("/openapi.yaml")) {
      assertThat(r.body())
          .isEqualTo(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
    }
  }
}
