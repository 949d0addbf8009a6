package dev.sigil.server.web;

import dev.sigil.core.ErrorCode;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses bodies over the configured size with {@code 413}: at once when {@code Content-Length}
 * says so, and while reading when a chunked body grows past the limit.
 */
final class BodyLimitFilter extends OncePerRequestFilter {
  private final long maxBytes;
  private final ProblemWriter problems;

  BodyLimitFilter(long maxBytes, ProblemWriter problems) {
    this.maxBytes = maxBytes;
    this.problems = problems;
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    if (request.getContentLengthLong() > maxBytes) {
      response.setHeader("Connection", "close");
      problems.write(request, response, ErrorCode.PAYLOAD_TOO_LARGE, tooLarge());
      return;
    }
    chain.doFilter(new Limited(request, maxBytes), response);
  }

  private String tooLarge() {
    return "The request body exceeds " + maxBytes + " bytes.";
  }

  /** Thrown from a body read that passes the limit; mapped to {@code 413}. */
  static final class BodyTooLargeException extends IOException {
    private static final long serialVersionUID = 1L;

    BodyTooLargeException() {
      super("request body too large", null);
    }
  }

  private static final class Limited extends HttpServletRequestWrapper {
    private final long maxBytes;
    private ServletInputStream stream;

    Limited(HttpServletRequest request, long maxBytes) {
      super(request);
      this.maxBytes = maxBytes;
    }

    @Override
    public ServletInputStream getInputStream() throws IOException {
      if (stream == null) {
        stream = new Counting(super.getInputStream(), maxBytes);
      }
      return stream;
    }
  }

  private static final class Counting extends ServletInputStream {
    private final ServletInputStream in;
    private final long maxBytes;
    private long read;

    Counting(ServletInputStream in, long maxBytes) {
      this.in = in;
      this.maxBytes = maxBytes;
    }

    @Override
    public int read() throws IOException {
      int b = in.read();
      if (b >= 0) {
        count(1);
      }
      return b;
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
      int n = in.read(buf, off, len);
      if (n > 0) {
        count(n);
      }
      return n;
    }

    private void count(int n) throws IOException {
      read += n;
      if (read > maxBytes) {
        throw new BodyTooLargeException();
      }
    }

    @Override
    public boolean isFinished() {
      return in.isFinished();
    }

    @Override
    public boolean isReady() {
      return in.isReady();
    }

    @Override
    public void setReadListener(ReadListener listener) {
      in.setReadListener(listener);
    }
  }
}
