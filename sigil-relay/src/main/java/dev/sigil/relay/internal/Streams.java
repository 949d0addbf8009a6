package dev.sigil.relay.internal;

import dev.sigil.relay.api.Connection;
import dev.sigil.relay.api.Provider;
import dev.sigil.relay.api.StreamTarget;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Streamed calls (SPEC section 7): events are relayed as they arrive, never buffered whole. The
 * relay's last chunk carries the {@code sigil} object; then {@code [DONE]}. A provider that breaks
 * off, goes silent past the connection's timeout (a keep-alive comment is not silence), is still
 * streaming at the connection's stream timeout, or sends an event that is not a chunk ends the
 * stream with what was held back and an {@code error} event; a 2xx answer that is not an event
 * stream at all is refused before the stream starts ({@link Upstream#open}). A client that goes
 * away stops the call to the provider.
 */
final class Streams {
  /**
   * An accepted streaming call.
   *
   * @param deadline the {@link System#nanoTime()} reading at which the stream is ended
   */
  record Source(int status, long millis, InputStream events, Duration idle, long deadline) {}

  private final Upstream upstream;
  private final Providers providers;

  Streams(Upstream upstream, Providers providers) {
    this.upstream = upstream;
    this.providers = providers;
  }

  Source open(Connection c, ObjectNode body) {
    // counted from the call: the wait for the answer is part of the stream's time
    long deadline = System.nanoTime() + c.streamTimeout().toNanos();
    if (c.provider() == Provider.ECHO) {
      byte[] events = echoEvents(providers.echo(body), body);
      return new Source(200, 0, new ByteArrayInputStream(events), c.timeout(), deadline);
    }
    Upstream.Answer<InputStream> o = upstream.open(c, body);
    return new Source(o.status(), o.millis(), o.body(), c.timeout(), deadline);
  }

  void relay(
      Source source, @Nullable StreamRehydrator rehydrator, ObjectNode sigil, StreamTarget target) {
    try (InputStream events = source.events();
        StreamGuard guard = new StreamGuard(events, source.idle(), source.deadline())) {
      OutputStream out = target.open();
      boolean done = pump(new SseLines(events, guard::touch), rehydrator, out);
      finish(out, rehydrator, sigil, done ? null : failure(guard.fired()));
      end(out);
    } catch (ClientGone e) {
      // the client went away: closing the provider's stream (above) stops the call
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Relays events until {@code [DONE]} (answers true) or the end of the stream (false); a read
   * failure ends the stream like its end.
   */
  private boolean pump(SseLines events, @Nullable StreamRehydrator rehydrator, OutputStream out) {
    while (true) {
      String data;
      try {
        data = events.next();
      } catch (IOException | RuntimeException e) {
        return false; // a broken stream, however the provider client reports it
      }
      if (data == null) {
        return false;
      }
      if (data.strip().equals("[DONE]")) {
        return true;
      }
      ObjectNode chunk = parse(data);
      if (chunk == null) {
        return false; // not an event stream of chunks: end it, closed
      }
      if (rehydrator != null) {
        rehydrator.apply(chunk);
      }
      write(out, Coverage.JSON.writeValueAsString(chunk));
    }
  }

  /** The {@code error} event's message of a stream that ended without {@code [DONE]}. */
  private static String failure(StreamGuard.@Nullable Cause cause) {
    if (cause == null) {
      return "The provider's stream ended early.";
    }
    return switch (cause) {
      case SILENCE -> "The provider went silent; the stream was ended.";
      case DEADLINE ->
          "The provider's stream lasted longer than the connection allows; it was ended.";
    };
  }

  /** Flushes what is held, writes the {@code sigil} chunk, then {@code [DONE]} or the failure. */
  private static void finish(
      OutputStream out,
      @Nullable StreamRehydrator rehydrator,
      ObjectNode sigil,
      @Nullable String failure) {
    ObjectNode rest = rehydrator == null ? null : rehydrator.drain();
    if (rest != null) {
      write(out, Coverage.JSON.writeValueAsString(rest));
    }
    ObjectNode last = Coverage.JSON.createObjectNode();
    last.put("object", "chat.completion.chunk");
    last.putArray("choices");
    last.set("sigil", sigil);
    write(out, Coverage.JSON.writeValueAsString(last));
    if (failure == null) {
      write(out, "[DONE]");
      return;
    }
    ObjectNode error = Coverage.JSON.createObjectNode();
    ObjectNode e = error.putObject("error");
    e.put("type", "upstream_failed");
    e.put("message", failure);
    write(out, Coverage.JSON.writeValueAsString(error));
  }

  /**
   * Ends the client's answer here rather than when this call returns: closing the provider's stream
   * (after this) reads its last bytes, for a few milliseconds when the provider keeps its body open
   * past {@code [DONE]}, which the client has no reason to wait for.
   */
  private static void end(OutputStream out) {
    try {
      out.close();
    } catch (IOException e) {
      throw new ClientGone();
    }
  }

  private static @Nullable ObjectNode parse(String data) {
    try {
      return Coverage.JSON.readTree(data) instanceof ObjectNode o ? o : null;
    } catch (JacksonException e) {
      return null;
    }
  }

  private static void write(OutputStream out, String data) {
    try {
      out.write(("data: " + data + "\n\n").getBytes(StandardCharsets.UTF_8));
      out.flush();
    } catch (IOException e) {
      throw new ClientGone();
    }
  }

  /** The client closed its connection. */
  private static final class ClientGone extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ClientGone() {
      super("client gone", null, false, false);
    }
  }

  /** The echo's answer as the events a provider would send: role, pieces, finish, usage. */
  private static byte[] echoEvents(ObjectNode answer, ObjectNode request) {
    StringBuilder out = new StringBuilder();
    for (JsonNode choice : answer.path("choices")) {
      int index = choice.path("index").asInt();
      String text = choice.path("message").path("content").asString("");
      ObjectNode first = chunk(answer, index, null);
      delta(first).put("role", "assistant").put("content", "");
      out.append(event(first));
      for (int i = 0; i < text.length(); i += 16) {
        ObjectNode piece = chunk(answer, index, null);
        delta(piece).put("content", text.substring(i, Math.min(text.length(), i + 16)));
        out.append(event(piece));
      }
      out.append(event(chunk(answer, index, "stop")));
    }
    if (request.path("stream_options").path("include_usage").asBoolean(false)) {
      ObjectNode usage = Coverage.JSON.createObjectNode();
      usage.put("id", answer.path("id").asString()).put("object", "chat.completion.chunk");
      usage.putArray("choices");
      usage.set("usage", answer.get("usage"));
      out.append(event(usage));
    }
    out.append("data: [DONE]\n\n");
    return out.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** A chunk of choice {@code index} with an empty delta. */
  private static ObjectNode chunk(ObjectNode answer, int index, @Nullable String finishReason) {
    ObjectNode chunk = Coverage.JSON.createObjectNode();
    chunk.put("id", answer.path("id").asString());
    chunk.put("object", "chat.completion.chunk");
    chunk.set("created", answer.get("created"));
    chunk.set("model", answer.get("model"));
    ObjectNode choice = chunk.putArray("choices").addObject();
    choice.put("index", index);
    choice.putObject("delta");
    choice.put("finish_reason", finishReason);
    return chunk;
  }

  private static ObjectNode delta(ObjectNode chunk) {
    return (ObjectNode) chunk.get("choices").get(0).get("delta");
  }

  private static String event(ObjectNode node) {
    return "data: " + Coverage.JSON.writeValueAsString(node) + "\n\n";
  }
}
