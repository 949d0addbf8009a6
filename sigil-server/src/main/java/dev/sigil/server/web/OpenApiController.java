package dev.sigil.server.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** Serves the OpenAPI document kept in the repository ({@code openapi.yaml}). */
@RestController
final class OpenApiController {
  static final String RESOURCE = "/openapi.yaml";
  private final byte[] document;

  OpenApiController() {
    try (InputStream in = OpenApiController.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("openapi.yaml missing from the jar");
      }
      document = in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @GetMapping("/openapi.yaml")
  @Public("/openapi.yaml")
  ResponseEntity<byte[]> openapi() {
    return ResponseEntity.ok()
        .contentType(MediaType.parseMediaType("application/yaml"))
        .body(document);
  }
}
