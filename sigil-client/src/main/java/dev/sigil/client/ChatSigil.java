package dev.sigil.client;

import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The {@code sigil} object the relay adds to a chat answer (or to the last chunk of a stream): the
 * request id, how many values of each class were replaced by placeholders before the provider saw
 * the request (classes with none are absent), and the rehydration decision. It never holds an
 * original value.
 *
 * <pre>{@code
 * ChatSigil s = client.gateway().chat("support", "support", request).sigil();
 * int emails = s.deidentified().getOrDefault("email", 0);
 * if (s.rehydration().denied()) showNote("placeholders kept: " + s.rehydration().reason());
 * }</pre>
 */
public record ChatSigil(
    String requestId, Map<String, Integer> deidentified, Rehydration rehydration) {
  public ChatSigil {
    deidentified = Map.copyOf(deidentified);
  }

  /**
   * The rehydration decision: {@code status} {@code applied} (placeholders of the allowed classes
   * became the originals again), {@code denied} (placeholders stayed; {@code reason} says why, e.g.
   * {@code missing_scope}, {@code connection_disallows}, {@code class_not_allowed}) or {@code
   * not_requested}.
   */
  public record Rehydration(String status, @Nullable String reason) {
    public boolean applied() {
      return "applied".equals(status);
    }

    public boolean denied() {
      return "denied".equals(status);
    }

    static Rehydration read(AnswerReader r) {
      return new Rehydration(r.string("status"), r.optString("reason"));
    }
  }

  static ChatSigil read(AnswerReader r) {
    return new ChatSigil(
        r.string("requestId"), r.counts("deidentified"), Rehydration.read(r.object("rehydration")));
  }
}
