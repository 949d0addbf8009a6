package dev.sigil.server.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.RequestIds;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import tools.jackson.databind.json.JsonMapper;

/**
 * Tomcat's own error pages (a request Tomcat refuses before any filter runs, such as a malformed or
 * traversing URL) as problem details with a fresh {@code X-Request-Id}, instead of an HTML page
 * that names the server. The body holds catalogue constants only, never request content.
 */
public final class ProblemErrorReportValve extends ErrorReportValve {
  private static final RequestIds IDS = new RequestIds();
  private static final JsonMapper JSON = JsonMapper.builder().build();

  @Override
  protected void report(Request request, Response response, Throwable throwable) {
    int status = response.getStatus();
    if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
      return;
    }
    ErrorCode code = ErrorCode.forStatus(status);
    response.setStatus(code.status());
    String id = response.getHeader(CurrentRequestId.HEADER);
    if (id == null) {
      id = IDS.next();
      response.setHeader(CurrentRequestId.HEADER, id);
    }
    byte[] body =
        JSON.writeValueAsBytes(Problem.of(code, "The request was refused.", id, List.of()));
    try {
      response.setContentType("application/problem+json");
      response.setContentLength(body.length);
      OutputStream out = response.getOutputStream();
      out.write(body);
      response.finishResponse();
    } catch (IOException | IllegalStateException e) {
      // the client went away; nothing else to tell it
    }
  }
}
