package dev.sigil.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A mock OpenAI-compatible provider for {@code ./sigil bench relay}: as cheap as it can be, so that
 * what a benchmark sees beyond a direct call is the proxy's. Raw HTTP/1.1 over blocking sockets,
 * one platform thread per connection, keep-alive, every answer built once at start-up. Any {@code
 * POST} whose path ends in {@code /chat/completions} gets a fixed chat completion; a body with
 * {@code "stream": true} gets a fixed event stream instead: {@value #CHUNKS} chunks of the same
 * answer, then {@code data: [DONE]}, each event written (and sent: {@code TCP_NODELAY}) on its own,
 * in one chunk of {@code Transfer-Encoding: chunked}, with no pause between them. Anything else is
 * 404. No JSON is parsed: the body is read in full and searched for the stream flag.
 *
 * <p>Usage: {@code java -cp sigil-bench/target/classes dev.sigil.bench.MockProvider [PORT]}; port 0
 * (the default) picks a free one. Listens on 127.0.0.1 and prints {@code mock-provider listening on
 * PORT} once ready. Needs nothing but the JDK.
 */
public final class MockProvider {
  static final int CHUNKS = 20;

  /** About 400 characters: a short answer, with one placeholder as a relay's provider sees it. */
  static final String ANSWER =
      "Thanks for the details. I have checked the account and the two charges on the March"
          + " invoice are a duplicate: the second one was created when the payment page was"
          + " reloaded. I have asked billing to refund it, which usually takes three to five"
          + " business days. A confirmation will go to <EMAIL_1> as soon as the refund is issued."
          + " If the amount has not reached your card by next Friday, reply to this message and"
          + " I will escalate it.";

  private static final byte[] PLAIN = plain();
  private static final byte[] STREAM_HEAD = streamHead();
  private static final List<byte[]> EVENTS = events();
  private static final byte[] NOT_FOUND =
      ascii("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
  private static final byte[] STREAM_FLAG = ascii("\"stream\"");

  private MockProvider() {}

  public static void main(String[] args) throws IOException {
    int port = args.length > 0 ? Integer.parseInt(args[0]) : 0;
    ServerSocket server = new ServerSocket();
    server.setReuseAddress(true);
    server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1024);
    System.out.println("mock-provider listening on " + server.getLocalPort());
    System.out.flush();
    while (true) {
      Socket s = server.accept();
      s.setTcpNoDelay(true);
      Thread t = new Thread(() -> serve(s), "mock-" + s.getPort());
      t.setDaemon(true);
      t.start();
    }
  }

  private static void serve(Socket s) {
    try (s) {
      Input in = new Input(s.getInputStream());
      OutputStream out = s.getOutputStream();
      @Nullable Request r;
      while ((r = Request.read(in)) != null) {
        if (!r.post || !r.path.endsWith("/chat/completions")) {
          out.write(NOT_FOUND);
        } else if (streams(r.body)) {
          out.write(STREAM_HEAD);
          for (byte[] event : EVENTS) {
            out.write(event);
          }
        } else {
          out.write(PLAIN);
        }
        out.flush();
        if (r.close) {
          return;
        }
      }
    } catch (IOException | RuntimeException e) {
      // the client went away or sent something this mock does not speak: drop the connection
    }
  }

  /** Whether the body has {@code "stream"} followed by {@code :} and {@code true}. */
  static boolean streams(byte[] body) {
    outer:
    for (int i = 0; i + STREAM_FLAG.length <= body.length; i++) {
      for (int j = 0; j < STREAM_FLAG.length; j++) {
        if (body[i + j] != STREAM_FLAG[j]) {
          continue outer;
        }
      }
      int k = i + STREAM_FLAG.length;
      while (k < body.length && (body[k] == ' ' || body[k] == ':' || body[k] == '\n')) {
        k++;
      }
      return k + 4 <= body.length
          && body[k] == 't'
          && body[k + 1] == 'r'
          && body[k + 2] == 'u'
          && body[k + 3] == 'e';
    }
    return false;
  }

  /** One request: its method, path, whether the connection closes after it, and its body. */
  private record Request(boolean post, String path, boolean close, byte[] body) {
    static @Nullable Request read(Input in) throws IOException {
      String line = line(in);
      if (line == null) {
        return null;
      }
      while (line.isEmpty()) { // tolerate stray CRLFs between requests
        line = line(in);
        if (line == null) {
          return null;
        }
      }
      String[] parts = line.split(" ", 3);
      if (parts.length < 3) {
        throw new IOException("bad request line");
      }
      boolean http10 = parts[2].equals("HTTP/1.0");
      boolean close = http10;
      long length = 0;
      boolean chunked = false;
      @Nullable String h;
      while ((h = line(in)) != null && !h.isEmpty()) {
        int colon = h.indexOf(':');
        if (colon < 0) {
          continue;
        }
        String name = h.substring(0, colon).trim().toLowerCase(Locale.ROOT);
        String value = h.substring(colon + 1).trim().toLowerCase(Locale.ROOT);
        switch (name) {
          case "content-length" -> length = Long.parseLong(value);
          case "transfer-encoding" -> chunked = value.contains("chunked");
          case "connection" -> {
            if (value.contains("close")) {
              close = true;
            } else if (value.contains("keep-alive")) {
              close = false;
            }
          }
          default -> {}
        }
      }
      if (h == null) {
        return null;
      }
      byte[] body = chunked ? chunked(in) : in.readNBytes((int) length);
      return new Request(parts[0].equals("POST"), parts[1], close, body);
    }

    private static byte[] chunked(Input in) throws IOException {
      ByteArrayOutputStream body = new ByteArrayOutputStream();
      while (true) {
        String size = line(in);
        if (size == null) {
          throw new IOException("truncated chunked body");
        }
        int semicolon = size.indexOf(';');
        int n = Integer.parseInt((semicolon < 0 ? size : size.substring(0, semicolon)).trim(), 16);
        if (n == 0) {
          @Nullable String trailer;
          while ((trailer = line(in)) != null && !trailer.isEmpty()) {
            // trailers are ignored
          }
          return body.toByteArray();
        }
        body.write(in.readNBytes(n));
        line(in);
      }
    }

    /** A line without its CRLF (or LF); null at the end of the stream. */
    private static @Nullable String line(Input in) throws IOException {
      StringBuilder b = new StringBuilder(64);
      int c;
      while ((c = in.read()) != -1) {
        if (c == '\n') {
          int end = b.length();
          if (end > 0 && b.charAt(end - 1) == '\r') {
            b.setLength(end - 1);
          }
          return b.toString();
        }
        b.append((char) c);
      }
      return b.isEmpty() ? null : b.toString();
    }
  }

  /** A buffered socket input without locks: the requests are read one byte at a time. */
  private static final class Input {
    private final InputStream in;
    private final byte[] buf = new byte[65536];
    private int pos;
    private int limit;

    Input(InputStream in) {
      this.in = in;
    }

    int read() throws IOException {
      if (pos == limit) {
        limit = in.read(buf, 0, buf.length);
        pos = 0;
        if (limit <= 0) {
          limit = 0;
          return -1;
        }
      }
      return buf[pos++] & 0xff;
    }

    byte[] readNBytes(int n) throws IOException {
      byte[] out = new byte[n];
      int have = Math.min(n, limit - pos);
      System.arraycopy(buf, pos, out, 0, have);
      pos += have;
      while (have < n) {
        int r = in.read(out, have, n - have);
        if (r < 0) {
          throw new IOException("truncated body");
        }
        have += r;
      }
      return out;
    }
  }

  private static byte[] plain() {
    String body =
        "{\"id\":\"chatcmpl-bench\",\"object\":\"chat.completion\",\"created\":1764115200,"
            + "\"model\":\"gpt-4o-mini\",\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\","
            + "\"content\":\""
            + ANSWER
            + "\",\"refusal\":null},\"logprobs\":null,\"finish_reason\":\"stop\"}],"
            + "\"usage\":{\"prompt_tokens\":512,\"completion_tokens\":84,\"total_tokens\":596}}";
    byte[] b = body.getBytes(StandardCharsets.UTF_8);
    return concat(
        ascii(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                + b.length
                + "\r\n\r\n"),
        b);
  }

  private static byte[] streamHead() {
    return ascii(
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
            + "Transfer-Encoding: chunked\r\n\r\n");
  }

  /** {@value #CHUNKS} chunk events (the first with the role, the last finishing), then [DONE]. */
  private static List<byte[]> events() {
    List<byte[]> events = new ArrayList<>();
    int per = (ANSWER.length() + CHUNKS - 1) / CHUNKS;
    for (int i = 0; i < CHUNKS; i++) {
      String piece =
          ANSWER.substring(
              Math.min(i * per, ANSWER.length()), Math.min((i + 1) * per, ANSWER.length()));
      String delta =
          (i == 0 ? "{\"role\":\"assistant\",\"content\":\"" : "{\"content\":\"") + piece + "\"}";
      String data =
          "data: {\"id\":\"chatcmpl-bench\",\"object\":\"chat.completion.chunk\","
              + "\"created\":1764115200,\"model\":\"gpt-4o-mini\",\"choices\":[{\"index\":0,"
              + "\"delta\":"
              + delta
              + ",\"logprobs\":null,\"finish_reason\":"
              + (i == CHUNKS - 1 ? "\"stop\"" : "null")
              + "}]}\n\n";
      events.add(chunk(data));
    }
    events.add(concat(chunk("data: [DONE]\n\n"), ascii("0\r\n\r\n")));
    return List.copyOf(events);
  }

  private static byte[] chunk(String data) {
    byte[] b = data.getBytes(StandardCharsets.UTF_8);
    return concat(ascii(Integer.toHexString(b.length) + "\r\n"), b, ascii("\r\n"));
  }

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }
}
