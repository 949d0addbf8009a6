package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.audit.Checkpoint;
import dev.sigil.audit.CheckpointNotes;
import dev.sigil.audit.MerkleProofs;
import dev.sigil.client.AdminClient;
import dev.sigil.client.AiConnection;
import dev.sigil.client.AiConnectionSpec;
import dev.sigil.client.AuthenticationException;
import dev.sigil.client.CallOptions;
import dev.sigil.client.ChatSigil;
import dev.sigil.client.ForbiddenException;
import dev.sigil.client.GatewayClient;
import dev.sigil.client.NotFoundException;
import dev.sigil.client.ResponseInfo;
import dev.sigil.client.RetryPolicy;
import dev.sigil.client.Reveal;
import dev.sigil.client.RevealPolicy;
import dev.sigil.client.ServerException;
import dev.sigil.client.SigilClient;
import dev.sigil.client.SigilConfig;
import dev.sigil.client.TransportException;
import dev.sigil.client.ValidationException;
import dev.sigil.client.VaultClient.TokenizeItem;
import dev.sigil.client.VaultSchema;
import dev.sigil.crypto.Ed25519NoteKeys;
import dev.sigil.server.ClientTestServers.Flaky;
import dev.sigil.server.ClientTestServers.LosingProxy;
import dev.sigil.server.ClientTestServers.Scripted;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
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
    return new String[] {
      "--sigil.limits.max-body-bytes=262144", "--sigil.audit.checkpoint-every=5"
    };
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
    admin.admin().putRevealPolicy(POLICY);
  }

  /** The tenant's policy; its lists are sorted, as the service answers them. */
  static final RevealPolicy POLICY =
      RevealPolicy.of(
          rule("support", false, "email", "phone", "text"), rule("marketing", true, "phone"));

  static RevealPolicy.Rule rule(String purpose, boolean consent, String... types) {
    return RevealPolicy.Rule.builder()
        .purposes(purpose)
        .dataTypes(types)
        .scopes("data:reveal", "tokens:reveal")
        .plain()
        .requireConsent(consent)
        .build();
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
    var stored =
        admin
            .gateway()
            .putVault(
                "crm",
                VaultSchema.builder()
                    .field("phone", VaultSchema.Field.of("phone"))
                    .field("email", VaultSchema.Field.of("email").required(true))
                    .build());
    assertThat(stored.vaultId()).isEqualTo("crm");
    assertThat(stored.subjectField()).isNull();
    // the service fills in the default token type and answers the fields by name
    assertThat(stored.fields())
        .containsExactly(
            Map.entry("email", new VaultSchema.Field("email", "deterministic", true)),
            Map.entry("phone", new VaultSchema.Field("phone", "deterministic", false)));
    assertThat(answers).anyMatch(a -> a.requestId().equals(stored.requestId()));
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

  static Map<String, Object> says(String content) {
    return Map.of("messages", List.of(Map.of("role", "user", "content", content)));
  }

  @Test
  void chatThroughTheEchoConnectionAndDeidentify() {
    String email = "chat." + unique() + "@example.org";
    var chat = app.gateway().chat("echo", "anything", says("hi " + email + ", call " + PHONE));
    assertThat(chat.content()).isEqualTo("hi <EMAIL_1>, call <PHONE_1>");
    assertThat(chat.sigil())
        .isEqualTo(
            new ChatSigil(
                chat.requestId(),
                Map.of("email", 1, "phone", 1),
                new ChatSigil.Rehydration("not_requested", null)));
    assertThat(chat.answer().has("sigil")).isFalse();
    StringBuilder streamed = new StringBuilder();
    var end =
        app.gateway()
            .chatStream(
                "echo",
                "anything",
                says("hi " + email),
                c ->
                    streamed.append(
                        c.path("choices").path(0).path("delta").path("content").asString("")));
    assertThat(streamed.toString()).isEqualTo("hi <EMAIL_1>");
    assertThat(end.complete()).isTrue();
    assertThat(end.error()).isNull();
    assertThat(end.sigil())
        .isEqualTo(
            new ChatSigil(
                end.requestId(),
                Map.of("email", 1),
                new ChatSigil.Rehydration("not_requested", null)));
    var d = app.gateway().deidentify("echo", List.of(), "Mail " + email);
    assertThat(d.text()).isEqualTo("Mail <EMAIL_1>");
    assertThat(d.entities()).singleElement().satisfies(e -> assertThat(e.start()).isEqualTo(5));
  }

  @Test
  void theChatSigilSaysWhetherRehydrationWasAppliedOrDeniedAndWhy() {
    String email = "rehy." + unique() + "@example.org";
    Map<String, Object> request =
        Map.of(
            "messages",
            List.of(Map.of("role", "user", "content", "hi " + email)),
            "rehydrate",
            true);
    var denied = app.gateway().chat("echo", "anything", request);
    assertThat(denied.content()).isEqualTo("hi <EMAIL_1>");
    assertThat(denied.sigil().rehydration())
        .isEqualTo(new ChatSigil.Rehydration("denied", "missing_scope"));
    assertThat(denied.sigil().rehydration().denied()).isTrue();
    SigilClient rehydrating =
        client(
            admin
                .admin()
                .issueCredential(null, "rehy", List.of("ai:chat", "ai:rehydrate"))
                .token());
    var applied = rehydrating.gateway().chat("echo", "anything", request);
    assertThat(applied.content()).isEqualTo("hi " + email);
    assertThat(applied.sigil().rehydration()).isEqualTo(new ChatSigil.Rehydration("applied", null));
    assertThat(applied.sigil().deidentified()).isEqualTo(Map.of("email", 1));
    assertThat(applied.sigil().requestId()).isEqualTo(applied.requestId());
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
  void aCredentialCanExpire() {
    java.time.Instant at = java.time.Instant.parse("2099-01-02T03:04:05Z");
    var issued =
        admin
            .admin()
            .issueCredential(
                AdminClient.CredentialRequest.of("short-lived", List.of("audit:read"))
                    .expiringAt(at),
                CallOptions.defaults());
    assertThat(issued.expiresAt()).isEqualTo(at);
    assertThat(issued.scopes()).containsExactly("audit:read");
    assertThat(client(issued.token()).admin().self().expiresAt()).isEqualTo(at);
  }

  @Test
  void adminCallsManageTenantsCredentialsAndSelf() {
    String tenant = "t" + unique();
    Instant before = Instant.now().minusSeconds(5);
    var created = admin.admin().createTenant(tenant);
    assertThat(created.id()).isEqualTo(tenant);
    assertThat(created.createdAt()).isBetween(before, Instant.now().plusSeconds(5));
    assertThat(answers).anyMatch(a -> a.requestId().equals(created.requestId()));
    CallOptions operation = CallOptions.idempotencyKey("issue-svc-" + tenant);
    var cred = admin.admin().issueCredential(tenant, "svc", List.of("tokens:write"), operation);
    assertThat(cred.toString()).doesNotContain(cred.token());
    assertThat(cred.tenant()).isEqualTo(tenant);
    assertThat(cred.expiresAt()).isNull();
    // the application's own operation id: repeating it gets the same credential, not a second one
    var again = admin.admin().issueCredential(tenant, "svc", List.of("tokens:write"), operation);
    assertThat(again.id()).isEqualTo(cred.id());
    assertThat(again.requestId()).isNotEqualTo(cred.requestId());
    SigilClient other = client(cred.token());
    var self = other.admin().self();
    assertThat(self)
        .isEqualTo(
            new AdminClient.Self(
                cred.id(), tenant, "svc", List.of("tokens:write"), false, null, self.requestId()));
    assertThat(self.requestId()).isNotEqualTo(again.requestId());
    var root = admin.admin().self();
    assertThat(root.tenant()).isEqualTo("default");
    assertThat(root.platformAdmin()).isTrue();
    assertThat(root.scopes()).contains("admin");
    admin.admin().revokeCredential(cred.id());
    assertThatThrownBy(() -> other.admin().self()).isInstanceOf(AuthenticationException.class);
    var health = admin.admin().health();
    assertThat(health.status()).isEqualTo("ok");
    assertThat(health.ok()).isTrue();
    assertThat(health.requestId()).isNotBlank().isNotEqualTo(root.requestId());
    assertThat(admin.admin().openApi()).contains("/v1/detokenize");
  }

  @Test
  void theRevealPolicyReadsBackAsItWasWritten() {
    var put = admin.admin().putRevealPolicy(POLICY);
    assertThat(put.policy()).isEqualTo(POLICY);
    var read = admin.admin().revealPolicy();
    assertThat(read.policy()).isEqualTo(POLICY);
    assertThat(read.rules().get(1).requireConsent()).isTrue();
    assertThat(read.rules().get(0).dataTypes()).containsExactly("email", "phone", "text");
    assertThat(read.requestId()).isNotEqualTo(put.requestId());
    // the service answers the lists sorted, whatever order they were written in
    String tenant = "p" + unique();
    admin.admin().createTenant(tenant);
    SigilClient other =
        client(admin.admin().issueCredential(tenant, "adm", List.of("admin")).token());
    var unsorted =
        new RevealPolicy.Rule(
            List.of("support", "billing"),
            List.of("phone", "email"),
            List.of("tokens:reveal", "data:reveal"),
            "masked",
            false);
    assertThat(other.admin().putRevealPolicy(RevealPolicy.of(unsorted)).rules())
        .containsExactly(
            new RevealPolicy.Rule(
                List.of("billing", "support"),
                List.of("email", "phone"),
                List.of("data:reveal", "tokens:reveal"),
                "masked",
                false));
    assertThat(other.admin().putRevealPolicy(RevealPolicy.denyAll()).rules()).isEmpty();
    assertThat(other.admin().revealPolicy().rules()).isEmpty();
  }

  @Test
  void connectionsAreWrittenTypedAndReadBackWithoutTheirKey() {
    AiConnectionSpec spec =
        AiConnectionSpec.openai("https://llm.example.org/v1")
            .apiKey("sk-test-" + unique())
            .models("m1", "m2")
            .defaultModel("m2")
            .purposes("support", "billing")
            .deidentify("phone", "email")
            .allowNonText(true)
            .timeout(Duration.ofMillis(1234))
            .streamTimeout(Duration.ofMinutes(30))
            .rehydration(AiConnectionSpec.Rehydration.allow("email"))
            .build();
    AiConnection put = admin.admin().putConnection("llm", spec);
    AiConnection expected =
        new AiConnection(
            "llm",
            "openai",
            "https://llm.example.org/v1",
            null,
            true,
            List.of("m1", "m2"),
            "m2",
            List.of("billing", "support"),
            List.of("email", "phone"),
            true,
            1234,
            1_800_000L,
            new AiConnectionSpec.Rehydration(true, List.of("email")),
            put.requestId());
    assertThat(put).isEqualTo(expected);
    assertThat(put.toString()).doesNotContain(spec.apiKey());
    AiConnection got = admin.admin().connection("llm");
    assertThat(got.requestId()).isNotEqualTo(put.requestId());
    assertThat(got).usingRecursiveComparison().ignoringFields("requestId").isEqualTo(expected);

    AiConnection echo =
        admin
            .admin()
            .putConnection(
                "mirror",
                AiConnectionSpec.builder("echo").apiKeyEnv("MIRROR_KEY").purposes("*").build());
    assertThat(echo.provider()).isEqualTo("echo");
    assertThat(echo.baseUrl()).isNull();
    assertThat(echo.apiKeyEnv()).isEqualTo("MIRROR_KEY");
    assertThat(echo.apiKeyStored()).isFalse();
    assertThat(echo.models()).isEmpty();
    assertThat(echo.defaultModel()).isNull();
    assertThat(echo.purposes()).containsExactly("*");
    // the service's defaults: every class, 60 s (10 min a stream), no rehydration, no
    // uninspectable parts
    assertThat(echo.deidentify())
        .contains("email", "phone", "name", "secret")
        .hasSizeGreaterThan(8);
    assertThat(echo.timeout()).isEqualTo(Duration.ofSeconds(60));
    assertThat(echo.streamTimeout()).isEqualTo(Duration.ofMinutes(10));
    assertThat(echo.rehydration()).isEqualTo(AiConnectionSpec.Rehydration.never());
    assertThat(echo.allowNonText()).isFalse();
    assertThatThrownBy(() -> admin.admin().connection("nope-" + unique()))
        .isInstanceOfSatisfying(
            NotFoundException.class, e -> assertThat(e.code()).isEqualTo("connection_not_found"));
    assertThatThrownBy(
            () ->
                admin
                    .admin()
                    .putConnection(
                        "bad", AiConnectionSpec.echo().purposes("*").deidentify("colour").build()))
        .isInstanceOfSatisfying(
            ValidationException.class,
            e -> assertThat(e.pointers()).containsExactly("/deidentify/0"));
  }

  @Test
  void keysRotateAndRewrap() {
    var rotated = admin.admin().rotateKeys();
    assertThat(rotated.tenant()).isEqualTo("default");
    assertThat(rotated.rotated())
        .containsExactly("data-aead", "deterministic", "keyed-hash", "subject-wrap");
    var root = admin.admin().rotateRootKey();
    assertThat(root.rotated()).isEqualTo("root");
    String token = phoneToken("keys-" + unique());
    var rewrap = admin.admin().rewrapKeys();
    // four keysets per tenant (default and at least the one created here), and the subject key
    admin.admin().createTenant("k" + unique());
    assertThat(admin.admin().rewrapKeys().rewrapped())
        .isGreaterThanOrEqualTo(rewrap.rewrapped() + 4);
    assertThat(rewrap.rewrapped()).isGreaterThanOrEqualTo(5);
    assertThat(rewrap.requestId()).isNotEqualTo(root.requestId());
    // old data still opens under the rotated and rewrapped keys
    assertThat(render(app.vault().detokenize(List.of(token), "support").items().get(0)))
        .isEqualTo(PHONE);
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
    assertThat(app.audit().export()).startsWith("{").contains("sigil-audit-bundle/v1");
  }

  @Test
  void verifyAnswersTheChainHeadAndLength() {
    var first = app.audit().verify();
    var second = app.audit().verify();
    var firstEvent = app.audit().events(first.requestId()).events().get(0);
    assertThat(second.valid()).isTrue();
    assertThat(second.firstBroken()).isNull();
    // the first verify's own event was the last one the second one recomputed
    assertThat(second.head()).isEqualTo(firstEvent.hash()).matches("[0-9a-f]{64}");
    assertThat(second.events()).isEqualTo(firstEvent.seq() + 1);
    assertThat(first.events()).isEqualTo(firstEvent.seq());
  }

  @Test
  void checkpointAndProofsVerifyWithTheAuditLibrary() {
    for (int i = 0; i < 6; i++) {
      app.admin().self(); // enough events for a checkpoint (every 5 in this class)
    }
    String id = app.vault().lookupSubject("proof-" + unique()).requestId();
    long seq = app.audit().events(id).events().get(0).seq();
    for (int i = 0; i < 5; i++) {
      app.admin().self(); // and the lookup's event under a later checkpoint
    }
    var c = app.audit().checkpoint();
    assertThat(c.origin()).isEqualTo("sigil/audit/default");
    assertThat(c.keyName()).isEqualTo(c.origin());
    assertThat(c.size()).isGreaterThan(seq);
    Checkpoint opened =
        CheckpointNotes.open(c.note(), Ed25519NoteKeys.verifier(c.keyName(), b64(c.publicKey())));
    assertThat(opened.size()).isEqualTo(c.size());
    assertThat(opened.rootHash()).isEqualTo(b64(c.root()));

    var inclusion = app.audit().inclusionProof(id, c.size());
    assertThat(inclusion.seq()).isEqualTo(seq);
    assertThat(inclusion.size()).isEqualTo(c.size());
    assertThat(inclusion.root()).isEqualTo(c.root());
    assertThat(
            MerkleProofs.verifyInclusion(
                inclusion.seq(),
                inclusion.size(),
                b64(inclusion.leafHash()),
                inclusion.proof().stream().map(ClientIT::b64).toList(),
                b64(inclusion.root())))
        .isTrue();
    var now = app.audit().inclusionProof(id);
    assertThat(now.size()).isGreaterThan(c.size());

    var consistency = app.audit().consistencyProof(c.size(), now.size());
    assertThat(consistency.from()).isEqualTo(c.size());
    assertThat(consistency.to()).isEqualTo(now.size());
    assertThat(consistency.fromRoot()).isEqualTo(c.root());
    assertThat(consistency.toRoot()).isEqualTo(now.root());
    assertThat(
            MerkleProofs.verifyConsistency(
                consistency.from(),
                consistency.to(),
                b64(consistency.fromRoot()),
                b64(consistency.toRoot()),
                consistency.proof().stream().map(ClientIT::b64).toList()))
        .isTrue();
  }

  static byte[] b64(String s) {
    return Base64.getDecoder().decode(s);
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
