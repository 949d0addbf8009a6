package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.client.AuthenticationException;
import dev.sigil.client.CallOptions;
import dev.sigil.client.ForbiddenException;
import dev.sigil.client.GatewayClient;
import dev.sigil.client.NotFoundException;
import dev.sigil.client.ResponseInfo;
import dev.sigil.client.RetryPolicy;
import dev.sigil.client.Reveal;
import dev.sigil.client.ServerException;
import dev.sigil.client.SigilClient;
import dev.sigil.client.SigilConfig;
import dev.sigil.client.TransportException;
import dev.sigil.client.ValidationException;
import dev.sigil.client.VaultClient.TokenizeItem;
import dev.sigil.server.ClientTestServers.Flaky;
import dev.sigil.server.ClientTestServers.LosingProxy;
import dev.sigil.server.ClientTestServers.Scripted;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Java client against the real service (issue 8): every role, reveals, problems, hook. */
class ClientIT extends ServerTestBase {
  static final String PHONE = "+442071838750";
  final List<ResponseInfo> answers = new CopyOnWriteArrayList<>();
  SigilClient admin;
  SigilClient app;
  String appToken;

  @Override
  String[] serverArgs() {
    return new String[] {"--sigil.limits.max-body-bytes=262144"};
  }

  @BeforeAll
  void clients() {
    admin = client(super.admin);
    String token =
        admin
            .admin()
            .issueCredential(
                null,
                "app",
                List.of(
                    "tokens:write",
                    "tokens:reveal",
                    "data:write",
                    "data:read",
                    "data:reveal",
                    "subjects:erase",
                    "subjects:read",
                    "ai:chat",
                    "audit:read"))
            .token();
    appToken = token;
    app = client(token);
    admin
        .admin()
        .putRevealPolicy(
            Map.of(
                "rules",
                List.of(
                    rule("support", List.of("email", "phone", "text"), false),
                    rule("marketing", List.of("phone"), true))));
  }

  static Map<String, Object> rule(String purpose, List<String> types, boolean consent) {
    return Map.of(
        "purposes",
        List.of(purpose),
        "dataTypes",
        types,
        "scopes",
        List.of("tokens:reveal", "data:reveal"),
        "redaction",
        "plain",
        "requireConsent",
        consent);
  }

  SigilClient client(String token) {
    return client(token, server.gateway("").toString(), server.vault("").toString());
  }

  SigilClient client(String token, String gatewayUrl, String vaultUrl) {
    return SigilClient.create(
        SigilConfig.builder()
            .gatewayUrl(gatewayUrl)
            .vaultUrl(vaultUrl)
            .token(token)
            .retryPolicy(new RetryPolicy(3, Duration.ofMillis(5), Duration.ofMillis(50)))
            .requestIdListener(answers::add)
            .build());
  }

  static String unique() {
    return UUID.randomUUID().toString().substring(0, 8);
  }

  String phoneToken(String subject) {
    return app.vault()
        .tokenize(List.of(TokenizeItem.of(PHONE, "phone").dataSubject(subject)))
        .items()
        .get(0)
        .token();
  }

  /** Renders any reveal: the value where allowed, the safe fallback where denied. */
  static String render(Reveal r) {
    return switch (r) {
      case Reveal.Revealed v -> v.value();
      case Reveal.Masked m -> m.value();
      case Reveal.Denied d -> d.fallback();
      case Reveal.Erased e -> "(erased)";
      case Reveal.NotFound n -> "(unknown)";
    };
  }

  @Test
  void tokenizeAndRevealWithTheRequestIdRecordedByTheHook() {
    String email = "ada." + unique() + "@example.org";
    var tokens = app.vault().tokenize(List.of(TokenizeItem.of(email, "email")));
    String token = tokens.items().get(0).token();
    assertThat(token).doesNotContain(email);
    assertThat(tokens.items().get(0).created()).isTrue();
    assertThat(answers).anyMatch(a -> a.requestId().equals(tokens.requestId()));
    var revealed = app.vault().detokenize(List.of(token, "tok_missing"), "support");
    assertThat(revealed.items().get(0)).isInstanceOf(Reveal.Revealed.class);
    assertThat(render(revealed.items().get(0))).isEqualTo(email);
    assertThat(revealed.items().get(1)).isInstanceOf(Reveal.NotFound.class);
    Reveal masked = app.vault().detokenize(List.of(token), "support", true).items().get(0);
    assertThat(masked).isInstanceOf(Reveal.Masked.class);
    assertThat(render(masked)).isNotEqualTo(email).endsWith(".org");
    var events = app.audit().events(revealed.requestId()).events();
    assertThat(events).hasSize(1);
    assertThat(events.get(0).event().get("requestId").asString()).isEqualTo(revealed.requestId());
  }

  @Test
  void deniedRevealRendersTheFallback() {
    String token = phoneToken("cust-" + unique());
    Reveal r = app.vault().detokenize(List.of(token), "billing").items().get(0);
    assertThat(r)
        .isInstanceOfSatisfying(
            Reveal.Denied.class, d -> assertThat(d.reason()).isEqualTo("no_matching_rule"));
    assertThat(render(r)).isEqualTo("+44 *** *** 8750");
  }

  @Test
  void deniedRevealAsksForConsentThroughTheRemedyThenReveals() {
    String subject = "cust-" + unique();
    String token = phoneToken(subject);
    Reveal r = app.vault().detokenize(List.of(token), "marketing").items().get(0);
    Reveal.Denied denied = (Reveal.Denied) r;
    assertThat(denied.reason()).isEqualTo("consent_required");
    assertThat(denied.remedy().isConsent()).isTrue();
    assertThat(denied.remedy().dataSubject()).isEqualTo(subject);
    // the proper workflow: the consent is recorded (here by an admin), then the reveal succeeds
    assertThat(
            admin
                .vault()
                .recordConsent(denied.remedy().dataSubject(), denied.remedy().purpose())
                .changed())
        .isTrue();
    assertThat(render(app.vault().detokenize(List.of(token), "marketing").items().get(0)))
        .isEqualTo(PHONE);
    assertThat(admin.vault().withdrawConsent(subject, "marketing").changed()).isTrue();
    assertThat(app.vault().detokenize(List.of(token), "marketing").items().get(0))
        .isInstanceOf(Reveal.Denied.class);
  }

  /** An application step that cannot go on without the value, and so stops. */
  static final class RevealRefused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    RevealRefused(String reason) {
      super("reveal refused: " + reason);
    }
  }

  static String valueOrStop(Reveal r) {
    return switch (r) {
      case Reveal.Revealed v -> v.value();
      case Reveal.Masked m -> throw new RevealRefused("only masked");
      case Reveal.Denied d -> throw new RevealRefused(d.reason());
      case Reveal.Erased e -> throw new RevealRefused("erased");
      case Reveal.NotFound n -> throw new RevealRefused("not found");
    };
  }

  @Test
  void deniedRevealStops() {
    String token = phoneToken("cust-" + unique());
    Reveal r = app.vault().detokenize(List.of(token), "billing").items().get(0);
    assertThatThrownBy(() -> valueOrStop(r))
        .isInstanceOf(RevealRefused.class)
        .hasMessageContaining("no_matching_rule")
        .hasMessageNotContaining(PHONE);
  }

  @Test
  void recordsAreSealedReadMaskedRevealedPerFieldAndDeleted() {
    admin
        .gateway()
        .putVault(
            "crm",
            Map.of(
                "fields",
                Map.of(
                    "email", Map.of("dataType", "email", "required", true),
                    "phone", Map.of("dataType", "phone"))));
    String email = "rec." + unique() + "@example.org";
    var sealed = app.gateway().seal("crm", List.of(Map.of("email", email, "phone", PHONE)));
    String id = sealed.records().get(0).id();
    assertThat(sealed.records().get(0).fields().get("email")).doesNotContain(email);
    assertThat(app.gateway().getRecord("crm", id).fields().get("email")).isNotEqualTo(email);
    GatewayClient.RecordReveal rec =
        app.gateway()
            .reveal("crm", List.of(id, "rec_missing"), List.of(), "support")
            .records()
            .get(0);
    assertThat(render(rec.fields().get("email"))).isEqualTo(email);
    var billing = app.gateway().reveal("crm", List.of(id, "rec_x"), List.of("phone"), "billing");
    assertThat(render(billing.records().get(0).fields().get("phone")))
        .isEqualTo("+44 *** *** 8750");
    assertThat(billing.records().get(1).found()).isFalse();
    assertThat(app.gateway().deleteRecord("crm", id)).isNotBlank();
    assertThatThrownBy(() -> app.gateway().getRecord("crm", id))
        .isInstanceOfSatisfying(
            NotFoundException.class,
            e -> {
              assertThat(e.code()).isEqualTo("record_not_found");
              assertThat(e.status()).isEqualTo(404);
              assertThat(e.requestId()).isNotBlank();
            });
  }

  @Test
  void chatThroughTheEchoConnectionAndDeidentify() {
    String email = "chat." + unique() + "@example.org";
    var chat =
        app.gateway()
            .chat(
                "echo",
                "anything",
                Map.of("messages", List.of(Map.of("role", "user", "content", "hi " + email))));
    assertThat(chat.content()).isEqualTo("hi <EMAIL_1>");
    assertThat(chat.sigil().get("requestId").asString()).isEqualTo(chat.requestId());
    assertThat(chat.answer().has("sigil")).isFalse();
    StringBuilder streamed = new StringBuilder();
    var end =
        app.gateway()
            .chatStream(
                "echo",
                "anything",
                Map.of("messages", List.of(Map.of("role", "user", "content", "hi " + email))),
                c ->
                    streamed.append(
                        c.path("choices").path(0).path("delta").path("content").asString("")));
    assertThat(streamed.toString()).isEqualTo("hi <EMAIL_1>");
    assertThat(end.complete()).isTrue();
    assertThat(end.error()).isNull();
    assertThat(end.sigil().get("requestId").asString()).isEqualTo(end.requestId());
    var d = app.gateway().deidentify("echo", List.of(), "Mail " + email);
    assertThat(d.text()).isEqualTo("Mail <EMAIL_1>");
    assertThat(d.entities()).singleElement().satisfies(e -> assertThat(e.start()).isEqualTo(5));
  }

  @Test
  void erasureTurnsTokensIntoErased() {
    String subject = "gone-" + unique();
    String token = phoneToken(subject);
    assertThat(app.vault().lookupSubject(subject).tokens()).contains(token);
    assertThat(app.vault().eraseSubject(subject).tokens()).isEqualTo(1);
    assertThat(app.vault().detokenize(List.of(token), "support").items().get(0))
        .isInstanceOf(Reveal.Erased.class);
    assertThat(app.vault().eraseSubject(subject).tokens()).isZero();
  }

  @Test
  void problemsAreTypedWithPointersAndRequestId() {
    answers.clear();
    assertThatThrownBy(
            () -> app.vault().tokenize(List.of(TokenizeItem.of("not-an-email", "email"))))
        .isInstanceOfSatisfying(
            ValidationException.class,
            e -> {
              assertThat(e.status()).isEqualTo(422);
              assertThat(e.pointers()).contains("/items/0/value");
              assertThat(e.requestId()).isNotBlank();
              assertThat(answers).anyMatch(a -> a.requestId().equals(e.requestId()));
              assertThat(e.getMessage()).doesNotContain("not-an-email");
            });
    assertThatThrownBy(() -> app.admin().createTenant("t" + unique()))
        .isInstanceOf(ForbiddenException.class);
    assertThatThrownBy(() -> client("sgl_aaaaaaaaaaaaaaaaaaaa_nope").admin().self())
        .isInstanceOfSatisfying(
            AuthenticationException.class, e -> assertThat(e.requestId()).isNotBlank());
  }

  @Test
  void adminCallsManageTenantsCredentialsAndConnections() {
    String tenant = "t" + unique();
    admin.admin().createTenant(tenant);
    CallOptions operation = CallOptions.idempotencyKey("issue-svc-" + tenant);
    var cred = admin.admin().issueCredential(tenant, "svc", List.of("tokens:write"), operation);
    assertThat(cred.toString()).doesNotContain(cred.token());
    // the application's own operation id: repeating it gets the same credential, not a second one
    var again = admin.admin().issueCredential(tenant, "svc", List.of("tokens:write"), operation);
    assertThat(again.id()).isEqualTo(cred.id());
    assertThat(again.requestId()).isNotEqualTo(cred.requestId());
    SigilClient other = client(cred.token());
    assertThat(other.admin().self().get("tenant").asString()).isEqualTo(tenant);
    admin.admin().revokeCredential(cred.id());
    assertThatThrownBy(() -> other.admin().self()).isInstanceOf(AuthenticationException.class);
    admin.admin().putConnection("mirror", Map.of("provider", "echo", "purposes", List.of("*")));
    assertThat(admin.admin().connection("mirror").toString()).contains("echo");
    assertThat(admin.admin().revealPolicy().get("rules")).hasSize(2);
    assertThat(admin.admin().health().get("status").asString()).isEqualTo("ok");
    assertThat(admin.admin().openApi()).contains("/v1/detokenize");
    assertThat(admin.admin().rotateKeys().get("rotated")).isNotEmpty();
  }

  @Test
  void auditCallsFindVerifyProveAndExport() {
    String id = app.vault().lookupSubject("nobody-" + unique()).requestId();
    var page = app.audit().eventsOf("POST /v1/subjects/lookup", -1, 500);
    assertThat(page.events()).anyMatch(e -> e.event().get("requestId").asString().equals(id));
    var range =
        app.audit().events(Instant.now().minusSeconds(3600), Instant.now().plusSeconds(5), -1, 2);
    assertThat(range.events()).hasSize(2);
    assertThat(range.next()).isNotNull();
    assertThat(app.audit().verify().get("valid").asBoolean()).isTrue();
    assertThat(app.audit().inclusionProof(id).get("leafHash").asString()).isNotBlank();
    assertThat(app.audit().consistencyProof(1, 2).get("proof")).isNotNull();
    assertThat(app.audit().export()).startsWith("{").contains("sigil-audit-bundle/v1");
  }

  static final String TOKENIZED =
      "{\"items\":[{\"token\":\"tok_x\",\"dataType\":\"email\",\"tokenType\":"
          + "\"deterministic\",\"created\":true}]}";

  static String problem(int status, String code) {
    return "{\"type\":\"urn:sigil:problem:"
        + code
        + "\",\"title\":\"t\",\"status\":"
        + status
        + ",\"detail\":\"d\",\"code\":\""
        + code
        + "\",\"requestId\":\"req-p\"}";
  }

  @Test
  void faultsRateLimitsAndInFlightAreRetriedWithTheSameKeyHonouringRetryAfter() throws Exception {
    try (Flaky flaky =
        new Flaky(
            List.of(
                new Scripted(503, null, null, problem(503, "unavailable")),
                new Scripted(409, null, null, problem(409, "idempotency_in_flight")),
                new Scripted(429, "Retry-After", "1", problem(429, "rate_limited")),
                new Scripted(200, null, null, TOKENIZED)))) {
      SigilClient c =
          SigilClient.create(
              SigilConfig.builder()
                  .gatewayUrl(flaky.url())
                  .vaultUrl(flaky.url())
                  .token("sgl_x_y")
                  .retryPolicy(new RetryPolicy(4, Duration.ofMillis(1), Duration.ofSeconds(5)))
                  .requestIdListener(answers::add)
                  .build());
      long start = System.nanoTime();
      var r = c.vault().tokenize(List.of(TokenizeItem.of("a@example.org", "email")));
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThan(Duration.ofMillis(900));
      assertThat(r.items().get(0).token()).isEqualTo("tok_x");
      assertThat(flaky.keys).hasSize(4).doesNotContain("null");
      assertThat(flaky.keys.stream().distinct()).hasSize(1);
      assertThat(r.requestId()).isEqualTo("req-4");
      assertThat(answers).anyMatch(a -> a.requestId().equals("req-4") && a.attempts() == 4);
    }
  }

  @Test
  void otherClientErrorsAreNeverRetriedAndRetriesRunOut() throws Exception {
    try (Flaky invalid = new Flaky(List.of(new Scripted(422, null, null, problem(422, "bad"))));
        Flaky down = new Flaky(List.of(new Scripted(503, null, null, problem(503, "down"))))) {
      assertThatThrownBy(
              () ->
                  client("sgl_x_y", invalid.url(), invalid.url())
                      .vault()
                      .tokenize(
                          List.of(TokenizeItem.of("a@example.org", "email")),
                          CallOptions.idempotencyKey("order-1")))
          .isInstanceOf(ValidationException.class);
      assertThat(invalid.keys).containsExactly("order-1");
      assertThatThrownBy(() -> client("sgl_x_y", down.url(), down.url()).vault().eraseSubject("s"))
          .isInstanceOfSatisfying(
              ServerException.class, e -> assertThat(e.requestId()).isEqualTo("req-p"));
      assertThat(down.keys).hasSize(3);
    }
    assertThatThrownBy(
            () -> client("sgl_x_y", "http://127.0.0.1:1", "http://127.0.0.1:1").admin().self())
        .isInstanceOfSatisfying(TransportException.class, e -> assertThat(e.requestId()).isNull());
  }

  @Test
  void aLostResponseIsRetriedWithTheSameKeyAndReplayed() throws Exception {
    try (LosingProxy proxy = new LosingProxy(server.vault(""))) {
      SigilClient c = client(appToken, server.gateway("").toString(), proxy.url());
      var r =
          c.vault()
              .tokenize(
                  List.of(
                      TokenizeItem.of("lost." + unique() + "@example.org", "email")
                          .tokenType("random")));
      assertThat(proxy.keys).hasSize(2);
      assertThat(proxy.keys.get(0)).isEqualTo(proxy.keys.get(1));
      assertThat(r.replayed()).isTrue();
      assertThat(r.items().get(0).created()).isTrue();
      String token = r.items().get(0).token();
      // done once: the replay answers the token the first, lost, request created
      assertThat(answers)
          .anyMatch(a -> a.requestId().equals(r.requestId()) && a.replayed() && a.attempts() == 2);
      assertThat(app.vault().detokenize(List.of(token), "support").items().get(0))
          .isInstanceOf(Reveal.Revealed.class);
    }
  }
}
