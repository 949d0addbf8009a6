package dev.sigil.server.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.RequestIds;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Renders the container's error dispatches (errors raised outside Spring MVC) as problem details,
 * never as a page with a stack trace.
 */
@RestController
final class ProblemErrorController implements ErrorController {
  private final RequestIds ids;

  ProblemErrorController(RequestIds ids) {
    this.ids = ids;
  }

  /** A direct request (no error status) is answered as an unknown path. */
  @RequestMapping("/error")
  @Public("/error")
  ResponseEntity<Problem> error(HttpServletRequest request, HttpServletResponse response) {
    if (request.getAttribute(CurrentRequestId.ATTRIBUTE) == null) {
      String id = ids.next();
      request.setAttribute(CurrentRequestId.ATTRIBUTE, id);
      response.setHeader(CurrentRequestId.HEADER, id);
    }
    Object status = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
    ErrorCode error = ErrorCode.forStatus(status instanceof Integer i ? i : 404);
    return ProblemWriter.entity(error)
        .body(ProblemWriter.problem(request, error, error.title() + ".", List.of()));
  }
}
