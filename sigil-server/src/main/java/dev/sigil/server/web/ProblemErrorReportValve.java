package dev.sigil.server.web;

import dev.sigil.core.ErrorCode;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;

/**
 * Tomcat's own error pages (a request Tomcat refuses before any filter runs, such as a malformed or
 * traversing URL) as problem details with a fresh {@code X-Request-Id}, instead of an HTML page
 * that names the server. The body holds catalogue constants only, never request content.
 */
public final class ProblemErrorReportValve extends ErrorReportValve {
  private static final dev.sigil.core.RequestIds IDS = new dev.sigil.core.RequestIds();

  @Override
  protected void report(Request request, Response response, Throwable throwable) {
    int status = response.getStatus();
    if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
      return;
    }
    ErrorCode code = ErrorCode.forStatus(status);
    String id = response.getHeader(RequestIds.HEADER);
    if (id == null) {
      id = IDS.next();
      response.setHeader(RequestIds.HEADER, id);
    }
    String body =
        "{\"type\":\""
            + Problem.TYPE_PREFIX
            + code.code()
            + "\",\"title\":\""
            + code.title()
            + "\",\"status\":"
            + status
            + ",\"detail\":\"The request was refused.\",\"code\":\""
            + code.code()
            + "\",\"requestId\":\""
            + id
            + "\"}";
    try {
      response.setContentType("application/problem+json");
      byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
      response.setContentLength(bytes.length);
      OutputStream out = response.getOutputStream();
      out.write(bytes);
      response.finishResponse();
    } catch (IOException | IllegalStateException e) {
      // the client went away; nothing else to tell it
    }
  }
}
