package dev.sigil.relay.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * Reads Server-Sent Events from a provider: each call answers the data of the next event (its
 * {@code data:} lines joined by newlines), or null at the end of the stream. Other fields and
 * comments are dropped; the relay writes its own events.
 */
final class SseLines {
  private final BufferedReader reader;
  private final Runnable onLine;

  /**
   * {@code onLine} runs for every line read, comments too: a provider's keep-alive ({@code : ping})
   * shows it is not silent.
   */
  SseLines(InputStream in, Runnable onLine) {
    this.reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    this.onLine = onLine;
  }

  @Nullable String next() throws IOException {
    StringBuilder data = null;
    String line;
    while ((line = reader.readLine()) != null) {
      onLine.run();
      if (line.isEmpty()) {
        if (data != null) {
          return data.toString();
        }
        continue;
      }
      if (line.startsWith("data:")) {
        String value = line.substring(line.startsWith("data: ") ? 6 : 5);
        data = data == null ? new StringBuilder(value) : data.append('\n').append(value);
      }
    }
    return data == null ? null : data.toString();
  }
}
