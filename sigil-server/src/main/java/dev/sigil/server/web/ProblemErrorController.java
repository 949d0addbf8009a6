package dev.sigil.server.web;

import dev.sigil.core.ErrorCode;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
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

  @RequestMapping("/error")
  ResponseEntity<Problem> error(HttpServletRequest request) {
    Object status = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
    int code = status instanceof Integer i ? i : 404;
    ErrorCode error = ErrorCode.forStatus(code);
    return ProblemWriter.entity(error)
        .body(ProblemWriter.problem(request, error, error.title() + ".", List.of()));
  }
}
