package dev.sigil.server.relay.web;

import dev.sigil.core.FieldError;
import dev.sigil.core.Scope;
import dev.sigil.core.UserError;
import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.ChatAnswer;
import dev.sigil.relay.api.ChatCall;
import dev.sigil.relay.api.ChatFacts;
import dev.sigil.relay.api.ChatRelay;
import dev.sigil.server.audit.web.AuditNotes;
import dev.sigil.server.audit.web.LiveAnswers;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.auth.web.RequiresScope;
import dev.sigil.server.web.CurrentRequestId;
import dev.sigil.server.web.JsonBody;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code POST /v1/ai/chat/completions} (SPEC section 7): an OpenAI Chat Completions body plus
 * {@code connection_id}, {@code purpose} and optional {@code rehydrate}. The audit event holds the
 * call's facts (connection, model, purpose, counts per class, rehydration decision, upstream status
 * and latency), never content.
 */
@RestController
final class ChatController {
  private static final String JSON = MediaType.APPLICATION_JSON_VALUE;

  private final ChatRelay relay;

  ChatController(ChatRelay relay) {
    this.relay = relay;
  }

  @PostMapping(path = "/v1/ai/chat/completions", consumes = JSON)
  @RequiresScope(Scope.AI_CHAT)
  @Nullable ObjectNode complete(
      Caller caller, @RequestBody JsonNode body, HttpServletRequest request) {
    if (!(body instanceof ObjectNode object)) {
      throw UserError.validation(List.of(new FieldError("", "type", "Must be a JSON object.")));
    }
    List<FieldError> broken = JsonBody.loneSurrogates(object);
    if (!broken.isEmpty()) {
      throw UserError.validation(broken);
    }
    ChatCall call =
        new ChatCall(
            caller.tenant(), CurrentRequestId.of(request), object, caller.has(Scope.AI_REHYDRATE));
    if (call.streamed()) {
      // events leave as they arrive; the audit event is committed before the first one
      relay.stream(
          call,
          facts -> note(request, facts),
          () -> LiveAnswers.begin(request, MediaType.TEXT_EVENT_STREAM_VALUE));
      return null;
    }
    ChatAnswer answer = relay.complete(call, facts -> note(request, facts));
    return answer.body();
  }

  private static void note(HttpServletRequest request, ChatFacts f) {
    Map<String, Integer> counts = new TreeMap<>();
    f.deidentified().forEach((c, n) -> counts.put(c.wireName(), n));
    AuditNotes notes =
        AuditNotes.of(request)
            .put("connection", f.connection())
            .put("model", f.model())
            .put("purpose", f.purpose())
            .put("deidentified", counts)
            .put("rehydration", f.rehydration())
            .put("upstreamStatus", f.upstreamStatus())
            .put("upstreamMillis", f.upstreamMillis());
    if (f.reason() != null) {
      notes.put("rehydrationReason", f.reason());
    }
    if (!f.withheld().isEmpty()) {
      notes.put(
          "rehydrationWithheld", f.withheld().stream().map(PiiClass::wireName).sorted().toList());
    }
  }
}
