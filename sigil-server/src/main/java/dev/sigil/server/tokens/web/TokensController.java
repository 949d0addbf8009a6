package dev.sigil.server.tokens.web;

import dev.sigil.core.Scope;
import dev.sigil.core.Sensitive;
import dev.sigil.server.audit.web.AuditNotes;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.auth.web.RequiresScope;
import dev.sigil.server.config.SigilProperties;
import dev.sigil.server.web.JsonBody;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.Redaction;
import dev.sigil.tokens.api.RevealRequest;
import dev.sigil.tokens.api.Revealed;
import dev.sigil.tokens.api.TokenType;
import dev.sigil.tokens.api.TokenVault;
import dev.sigil.tokens.api.TokenizeItem;
import dev.sigil.tokens.api.Tokenized;
import jakarta.servlet.http.HttpServletRequest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** {@code POST /v1/tokenize} and {@code POST /v1/detokenize} (SPEC section 4). */
@RestController
final class TokensController {
  private static final String JSON = MediaType.APPLICATION_JSON_VALUE;
  static final int MAX_ID_LENGTH = 255;

  private final TokenVault vault;
  private final SigilProperties.Limits limits;

  TokensController(TokenVault vault, SigilProperties properties) {
    this.vault = vault;
    this.limits = properties.limits();
  }

  record TokenView(
      String token,
      String dataType,
      String tokenType,
      @Nullable String dataSubject,
      @Nullable String clientRef,
      boolean created) {}

  record TokenizeAnswer(List<TokenView> items) {}

  @PostMapping(path = "/v1/tokenize", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.TOKENS_WRITE)
  TokenizeAnswer tokenize(Caller caller, @RequestBody JsonNode body, HttpServletRequest request) {
    JsonBody in = JsonBody.of(body);
    List<JsonBody> readers = in.requiredObjects("items", limits.maxItems()).orElse(List.of());
    List<Optional<TokenizeItem>> read = readers.stream().map(this::item).toList();
    in.finish();
    List<TokenizeItem> items = read.stream().map(Optional::orElseThrow).toList();
    List<Tokenized> tokens = vault.tokenize(caller.tenant(), items);
    note(request, tokens);
    List<TokenView> views = new ArrayList<>(tokens.size());
    for (int i = 0; i < tokens.size(); i++) {
      Tokenized t = tokens.get(i);
      TokenizeItem item = items.get(i);
      views.add(
          new TokenView(
              t.token(),
              t.dataType().wireName(),
              t.tokenType().wireName(),
              RevealViews.reveal(item.dataSubject()),
              RevealViews.reveal(item.clientRef()),
              t.created()));
    }
    return new TokenizeAnswer(views);
  }

  private Optional<TokenizeItem> item(JsonBody in) {
    Optional<String> value = in.requiredString("value", limits.maxValueLength());
    Optional<DataType> type =
        in.required(
            "dataType",
            32,
            DataType::fromWire,
            "unknown_data_type",
            "Is not a known data type: "
                + Arrays.stream(DataType.values())
                    .map(DataType::wireName)
                    .collect(Collectors.joining(", "))
                + ".");
    Optional<TokenType> tokenType =
        in.optional(
            "tokenType",
            32,
            TokenType::fromWire,
            "unknown_token_type",
            "Must be deterministic, random or format_preserving.");
    Optional<String> subject = in.optionalString("dataSubject", MAX_ID_LENGTH);
    Optional<String> clientRef = in.optionalString("clientRef", MAX_ID_LENGTH);
    if (value.isEmpty() || type.isEmpty()) { // the error is recorded: finish() throws
      return Optional.empty();
    }
    return Optional.of(
        new TokenizeItem(
            Sensitive.of(value.get()),
            type.get(),
            tokenType.orElse(TokenType.DETERMINISTIC),
            subject.map(Sensitive::of).orElse(null),
            clientRef.map(Sensitive::of).orElse(null)));
  }

  private static void note(HttpServletRequest request, List<Tokenized> tokens) {
    Map<String, Integer> perType = new TreeMap<>();
    int created = 0;
    for (Tokenized t : tokens) {
      perType.merge(t.dataType().wireName(), 1, Integer::sum);
      created += t.created() ? 1 : 0;
    }
    AuditNotes.of(request)
        .put("tokens", tokens.stream().map(Tokenized::token).toList())
        .put("dataTypes", perType)
        .put("created", created)
        .answerHoldsSubjects(
            tokens.stream().map(Tokenized::subjectRef).filter(Objects::nonNull).toList());
  }

  record DetokenizeAnswer(List<RevealViews.Item> items) {}

  @PostMapping(path = "/v1/detokenize", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.TOKENS_REVEAL)
  DetokenizeAnswer detokenize(
      Caller caller, @RequestBody JsonNode body, HttpServletRequest request) {
    JsonBody in = JsonBody.of(body);
    Optional<List<String>> tokens = in.requiredStrings("tokens", limits.maxItems(), 512);
    Optional<String> purpose = RevealViews.purpose(in);
    Optional<Redaction> redaction =
        in.optional(
            "redaction", 16, Redaction::fromWire, "unknown_redaction", "Must be plain or masked.");
    in.finish();
    List<Revealed> answers =
        vault.detokenize(
            caller.tenant(),
            new RevealRequest(
                tokens.orElseThrow(),
                purpose.orElseThrow(),
                redaction.orElse(Redaction.PLAIN),
                caller.scopes()));
    note(request, purpose.orElseThrow(), redaction.orElse(Redaction.PLAIN), answers);
    return new DetokenizeAnswer(answers.stream().map(RevealViews::of).toList());
  }

  private static void note(
      HttpServletRequest request, String purpose, Redaction redaction, List<Revealed> answers) {
    Map<String, Integer> perStatus = new TreeMap<>();
    List<Map<String, String>> decisions = new ArrayList<>(answers.size());
    for (Revealed r : answers) {
      perStatus.merge(r.status().wireName(), 1, Integer::sum);
      Map<String, String> d = new TreeMap<>();
      if (r.tokenRef() != null) {
        d.put("tokenHash", r.tokenRef()); // not a token of ours: maybe a value pasted by mistake
      } else {
        d.put("token", r.token());
      }
      d.put("status", r.status().wireName());
      if (r.reason() != null) {
        d.put("reason", r.reason());
      }
      decisions.add(d);
    }
    AuditNotes.of(request)
        .put("purpose", purpose)
        .put("redaction", redaction.wireName())
        .put("statuses", perStatus)
        .put("decisions", decisions)
        .answerHoldsSubjects(
            answers.stream()
                .map(Revealed::subjectRef)
                .filter(Objects::nonNull)
                .distinct()
                .toList());
  }
}
