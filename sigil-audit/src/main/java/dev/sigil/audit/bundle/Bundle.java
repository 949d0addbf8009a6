package dev.sigil.audit.bundle;

import dev.sigil.audit.AuditDataException;
import dev.sigil.audit.CanonicalJson;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The export bundle format, JSON Lines: a header line {@code {"format":"sigil-audit-bundle/v1",
 * "tenant":...,"events":N,"head":"<hex>","keyName":...,"publicKey":"<base64>"}}, then one line per
 * event {@code {"seq":...,"hash":"<hex>","event":{...}}} in seq order, then one line per signed
 * checkpoint {@code {"checkpoint":"<C2SP signed note>"}}. Every line is RFC 8785 canonical JSON.
 */
public final class Bundle {
  public static final String FORMAT = "sigil-audit-bundle/v1";

  private Bundle() {}

  public static byte[] headerLine(
      String tenant, long events, byte[] head, String keyName, byte[] publicKey) {
    Map<String, Object> header = new LinkedHashMap<>();
    header.put("format", FORMAT);
    header.put("tenant", tenant);
    header.put("events", events);
    header.put("head", HexFormat.of().formatHex(head));
    header.put("keyName", keyName);
    header.put("publicKey", java.util.Base64.getEncoder().encodeToString(publicKey));
    return line(header);
  }

  public static byte[] checkpointLine(String note) {
    return line(Map.of("checkpoint", note));
  }

  /** One event line; {@code canonicalEvent} is the event's canonical JSON as stored. */
  public static byte[] eventLine(long seq, byte[] hash, byte[] canonicalEvent) {
    Map<String, Object> line = new LinkedHashMap<>();
    line.put("seq", seq);
    line.put("hash", HexFormat.of().formatHex(hash));
    line.put("event", CanonicalJson.parse(canonicalEvent));
    return line(line);
  }

  private static byte[] line(Map<String, Object> value) {
    byte[] json = CanonicalJson.serialize(value);
    byte[] out = new byte[json.length + 1];
    System.arraycopy(json, 0, out, 0, json.length);
    out[json.length] = '\n';
    return out;
  }

  static Map<?, ?> object(String line, String what) {
    Object parsed = CanonicalJson.parse(line.getBytes(StandardCharsets.UTF_8));
    if (!(parsed instanceof Map<?, ?> map)) {
      throw new AuditDataException(what + " is not a JSON object");
    }
    return map;
  }
}
