package dev.sigil.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.client.AuditClient.BrokenLink;
import dev.sigil.client.StubService.Reply;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Answers to records: every field mapped, fields the client does not know ignored, and a missing or
 * mistyped required field a {@link MalformedAnswerException} that names where, never what.
 */
class AnswerMappingTest {
  static final String SECRET = "ada.lovelace@example.org";
  final StubService stub;

  AnswerMappingTest() throws IOException {
    stub = new StubService();
  }

  @AfterEach
  void stop() {
    stub.close();
  }

  @Test
  void adminAnswersMapEveryFieldAndIgnoreUnknownOnes() {
    stub.json(
            "/v1/credentials/self",
            "{'credential':'crd_1','tenant':'acme','name':'svc','scopes':['admin','ai:chat'],"
                + "'platformAdmin':true,'expiresAt':'2030-01-02T03:04:05Z','colour':'blue',"
                + "'extra':{'nested':[1,2]}}")
        .json("/v1/admin/tenants", "{'id':'acme','createdAt':'2025-01-01T00:00:00Z','v':2}")
        .json(
            "/v1/admin/policies/reveal",
            "{'rules':[{'purposes':['support'],'dataTypes':['email','phone'],"
                + "'scopes':['tokens:reveal'],'redaction':'masked','requireConsent':true,"
                + "'note':'new field'}],'version':7}")
        .json("/v1/admin/keys/rotate", "{'tenant':'acme','rotated':['data-aead','keyed-hash']}")
        .json("/v1/admin/keys/root/rotate", "{'rotated':'root'}")
        .json("/v1/admin/keys/rewrap", "{'rewrapped':12,'took':'3ms'}")
        .json("/healthz", "{'status':'ok','uptime':5}");
    AdminClient admin = stub.client().admin();

    assertThat(admin.self())
        .isEqualTo(
            new AdminClient.Self(
                "crd_1",
                "acme",
                "svc",
                List.of("admin", "ai:chat"),
                true,
                Instant.parse("2030-01-02T03:04:05Z"),
                "req-1"));
    assertThat(admin.createTenant("acme"))
        .isEqualTo(new AdminClient.Tenant("acme", Instant.parse("2025-01-01T00:00:00Z"), "req-1"));
    RevealPolicy.Rule rule =
        new RevealPolicy.Rule(
            List.of("support"),
            List.of("email", "phone"),
            List.of("tokens:reveal"),
            "masked",
            true);
    assertThat(admin.revealPolicy())
        .isEqualTo(new AdminClient.RevealPolicyResult(List.of(rule), "req-1"));
    assertThat(admin.revealPolicy().policy()).isEqualTo(RevealPolicy.of(rule));
    assertThat(admin.rotateKeys())
        .isEqualTo(
            new AdminClient.KeyRotation("acme", List.of("data-aead", "keyed-hash"), "req-1"));
    assertThat(admin.rotateRootKey()).isEqualTo(new AdminClient.RootKeyRotation("root", "req-1"));
    assertThat(admin.rewrapKeys()).isEqualTo(new AdminClient.Rewrap(12, "req-1"));
    assertThat(admin.health().ok()).isTrue();
  }

  @Test
  void aConnectionMapsWithOptionalFieldsAbsent() {
    stub.json(
        "/v1/admin/connections/support",
        "{'id':'support','provider':'echo','apiKeyStored':false,'models':[],"
            + "'purposes':['*'],'deidentify':['email','name'],'allowNonText':false,"
            + "'timeoutMs':60000,'rehydration':{'allowed':true,'classes':[],'since':1},"
            + "'createdBy':'x'}");
    AiConnection c = stub.client().admin().connection("support");
    assertThat(c)
        .isEqualTo(
            new AiConnection(
                "support",
                "echo",
                null,
                null,
                false,
                List.of(),
                null,
                List.of("*"),
                List.of("email", "name"),
                false,
                60000,
                null,
                new AiConnectionSpec.Rehydration(true, List.of()),
                "req-1"));
    assertThat(c.timeout()).hasSeconds(60);
    assertThat(c.streamTimeout()).as("a service older than the setting").isNull();
  }

  @Test
  void auditAnswersMapEveryField() {
    stub.json(
            "/v1/audit/checkpoint",
            "{'origin':'sigil/audit/acme','size':5,'root':'cm9vdA==','note':'n','keyName':'k',"
                + "'publicKey':'cGs=','signedAt':'later'}")
        .json(
            "/v1/audit/proofs/inclusion",
            "{'seq':2,'size':5,'leafHash':'bA==','proof':['YQ==','Yg=='],'root':'cg==','x':0}")
        .json(
            "/v1/audit/proofs/consistency",
            "{'from':1,'to':5,'proof':[],'fromRoot':'Zg==','toRoot':'dA==','x':[]}")
        .json(
            "/v1/audit/verify",
            "{'valid':false,'events':9,'head':'ab12','firstBroken':{'seq':4,'reason':'hash',"
                + "'more':true},'elapsedMs':3}");
    AuditClient audit = stub.client().audit();
    assertThat(audit.checkpoint())
        .isEqualTo(
            new AuditClient.Checkpoint(
                "sigil/audit/acme", 5, "cm9vdA==", "n", "k", "cGs=", "req-1"));
    assertThat(audit.inclusionProof("r9", 5))
        .isEqualTo(
            new AuditClient.InclusionProof(2, 5, "bA==", List.of("YQ==", "Yg=="), "cg==", "req-1"));
    assertThat(audit.consistencyProof(1, 5))
        .isEqualTo(new AuditClient.ConsistencyProof(1, 5, List.of(), "Zg==", "dA==", "req-1"));
    assertThat(audit.verify())
        .isEqualTo(
            new AuditClient.Verification(
                false, 9, "ab12", new BrokenLink(4, null, "hash"), "req-1"));
    stub.json("/v1/audit/verify", "{'valid':true,'events':9,'head':'ab12'}");
    assertThat(audit.verify().firstBroken()).isNull();
  }

  @Test
  void theChatSigilIsTypedAndTakenOutOfTheAnswer() {
    stub.json(
        "/v1/ai/chat/completions",
        "{'id':'c1','choices':[{'message':{'role':'assistant','content':'hi <EMAIL_1>'}}],"
            + "'sigil':{'requestId':'req-1','deidentified':{'email':1,'phone':2},"
            + "'rehydration':{'status':'denied','reason':'missing_scope','by':'policy'},"
            + "'future':{}}}");
    var chat =
        stub.client()
            .gateway()
            .chat("echo", "support", Map.of("messages", List.of(), "rehydrate", true));
    assertThat(chat.sigil())
        .isEqualTo(
            new ChatSigil(
                "req-1",
                Map.of("email", 1, "phone", 2),
                new ChatSigil.Rehydration("denied", "missing_scope")));
    assertThat(chat.sigil().rehydration().denied()).isTrue();
    assertThat(chat.sigil().rehydration().applied()).isFalse();
    assertThat(chat.answer().has("sigil")).isFalse();
    assertThat(chat.content()).isEqualTo("hi <EMAIL_1>");
  }

  @Test
  void theLastChunkOfAStreamCarriesTheTypedSigil() {
    String sse =
        "data: {'choices':[{'delta':{'content':'hi'}}]}\n\n"
            + "data: {'object':'chat.completion.chunk','choices':[],'sigil':{'requestId':'req-1',"
            + "'deidentified':{},'rehydration':{'status':'applied'}}}\n\n"
            + "data: [DONE]\n\n";
    stub.reply(
        "/v1/ai/chat/completions",
        new Reply(200, "text/event-stream", sse.replace('\'', '"'), "req-1"));
    var end =
        stub.client().gateway().chatStream("echo", "p", Map.of("messages", List.of()), c -> {});
    assertThat(end.complete()).isTrue();
    assertThat(end.sigil())
        .isEqualTo(new ChatSigil("req-1", Map.of(), new ChatSigil.Rehydration("applied", null)));
  }

  @Test
  void aMissingRequiredFieldNamesItsPointerAndNotAValue() {
    stub.json(
        "/v1/admin/policies/reveal",
        "{'rules':[{'purposes':['"
            + SECRET
            + "'],'dataTypes':['email'],'scopes':['x'],'redaction':'plain',"
            + "'requireConsent':false},{'purposes':['"
            + SECRET
            + "'],'dataTypes':['email'],'scopes':['x'],'requireConsent':false}]}");
    assertMalformed(
        () -> stub.client().admin().revealPolicy(),
        "/rules/1/redaction",
        "GET /v1/admin/policies/reveal answered without a string at /rules/1/redaction.");
  }

  @Test
  void aMistypedFieldIsMalformedWithoutEchoingTheValue() {
    stub.json(
        "/v1/audit/checkpoint",
        "{'origin':'o','size':'"
            + SECRET
            + "','root':'r','note':'n','keyName':'k','publicKey':'p'}");
    assertMalformed(() -> stub.client().audit().checkpoint(), "/size", "an integer at /size");
    stub.json(
        "/v1/credentials/self",
        "{'credential':'c','tenant':'t','name':'n',"
            + "'scopes':['a',{'v':'"
            + SECRET
            + "'}],'platformAdmin':false}");
    assertMalformed(() -> stub.client().admin().self(), "/scopes/1", "a string at /scopes/1");
    stub.json("/v1/admin/tenants", "{'id':'t','createdAt':'" + SECRET + "'}");
    assertMalformed(
        () -> stub.client().admin().createTenant("t"), "/createdAt", "an RFC 3339 timestamp");
  }

  @Test
  void nullIsMissingAndAnAnswerWithoutSigilOrBodyIsMalformed() {
    stub.json("/healthz", "{'status':null}");
    assertMalformed(() -> stub.client().admin().health(), "/status", "a string at /status");
    stub.json("/v1/ai/chat/completions", "{'choices':[],'id':'" + SECRET + "'}");
    assertMalformed(
        () -> stub.client().gateway().chat("echo", "p", Map.of()), "/sigil", "an object at /sigil");
    stub.reply("/v1/audit/verify", new Reply(200, "text/html", "<p>" + SECRET + "</p>", "req-1"));
    assertMalformed(() -> stub.client().audit().verify(), "", "a JSON object as its body");
  }

  @Test
  void anAnswerWithoutItsRequestIdIsMalformed() {
    stub.reply("/healthz", new Reply(200, "application/json", "{\"status\":\"ok\"}", null));
    assertThatThrownBy(() -> stub.client().admin().health())
        .isInstanceOfSatisfying(
            MalformedAnswerException.class,
            e -> {
              assertThat(e.getMessage()).contains("X-Request-Id");
              assertThat(e.requestId()).isNull();
            });
  }

  static void assertMalformed(ThrowingCallable call, String pointer, String said) {
    assertThatThrownBy(call)
        .isInstanceOfSatisfying(
            MalformedAnswerException.class,
            e -> {
              assertThat(e.pointer()).isEqualTo(pointer);
              assertThat(e.code()).isEqualTo("malformed_answer");
              assertThat(e.status()).isEqualTo(200);
              assertThat(e.requestId()).isEqualTo("req-1");
              assertThat(e.getMessage()).contains(said).doesNotContain(SECRET);
              assertThat(e.detail()).doesNotContain(SECRET);
            });
  }
}
