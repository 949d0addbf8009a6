package dev.sigil.client;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A tenant's reveal policy: deny by default, each {@link Rule} allowing some scopes to see some
 * data types for some purposes, in plain or masked, with or without the subject's consent. No rule,
 * no reveal. Written whole with {@link AdminClient#putRevealPolicy}; the service checks the
 * vocabularies (data types, scopes, purposes) and answers a {@link ValidationException} with
 * pointers such as {@code /rules/0/scopes/1}.
 *
 * <pre>{@code
 * RevealPolicy policy = RevealPolicy.of(
 *     RevealPolicy.Rule.builder()
 *         .purposes("support").dataTypes("email", "phone").scopes("tokens:reveal").plain().build(),
 *     RevealPolicy.Rule.builder()
 *         .purposes("marketing").dataTypes("phone").scopes("tokens:reveal").plain()
 *         .requireConsent(true).build());
 * }</pre>
 */
public record RevealPolicy(List<Rule> rules) {
  public RevealPolicy {
    rules = List.copyOf(rules);
  }

  /** A policy of these rules. */
  public static RevealPolicy of(Rule... rules) {
    return new RevealPolicy(List.of(rules));
  }

  /** The empty policy: nothing is revealed. */
  public static RevealPolicy denyAll() {
    return new RevealPolicy(List.of());
  }

  /**
   * One rule: callers holding one of {@code scopes}, asking for one of {@code purposes} ({@code *}:
   * any), may see values of {@code dataTypes} at {@code redaction} ({@code plain} or {@code
   * masked}); with {@code requireConsent}, only of subjects who consented to the purpose. The
   * service answers the lists sorted.
   */
  public record Rule(
      List<String> purposes,
      List<String> dataTypes,
      List<String> scopes,
      String redaction,
      boolean requireConsent) {
    public Rule {
      purposes = List.copyOf(purposes);
      dataTypes = List.copyOf(dataTypes);
      scopes = List.copyOf(scopes);
      Objects.requireNonNull(redaction, "redaction");
    }

    /** An empty builder: give purposes, data types, scopes and the redaction. */
    public static Builder builder() {
      return new Builder();
    }

    /** Builds a rule; purposes, data types, scopes and the redaction must be given. */
    public static final class Builder {
      private List<String> purposes = List.of();
      private List<String> dataTypes = List.of();
      private List<String> scopes = List.of();
      private String redaction = "";
      private boolean requireConsent;

      private Builder() {}

      /** The purposes the rule allows; {@code "*"} for any. */
      public Builder purposes(String... purposes) {
        this.purposes = List.of(purposes);
        return this;
      }

      /** Data type names, e.g. {@code email}, {@code phone}, {@code card_number}. */
      public Builder dataTypes(String... dataTypes) {
        this.dataTypes = List.of(dataTypes);
        return this;
      }

      /** Scopes, e.g. {@code tokens:reveal}, {@code data:reveal}. */
      public Builder scopes(String... scopes) {
        this.scopes = List.of(scopes);
        return this;
      }

      /** {@code plain} or {@code masked}. */
      public Builder redaction(String redaction) {
        this.redaction = redaction;
        return this;
      }

      /** Reveals the values themselves. */
      public Builder plain() {
        return redaction("plain");
      }

      /** Reveals masked renderings only. */
      public Builder masked() {
        return redaction("masked");
      }

      /** Whether the subject's recorded consent to the purpose is required (default: no). */
      public Builder requireConsent(boolean requireConsent) {
        this.requireConsent = requireConsent;
        return this;
      }

      /** The rule; throws {@link IllegalStateException} naming what is missing. */
      public Rule build() {
        List<String> missing = new ArrayList<>();
        if (purposes.isEmpty()) {
          missing.add("purposes");
        }
        if (dataTypes.isEmpty()) {
          missing.add("dataTypes");
        }
        if (scopes.isEmpty()) {
          missing.add("scopes");
        }
        if (redaction.isEmpty()) {
          missing.add("redaction");
        }
        if (!missing.isEmpty()) {
          throw new IllegalStateException("a reveal rule needs " + String.join(", ", missing));
        }
        return new Rule(purposes, dataTypes, scopes, redaction, requireConsent);
      }
    }

    static Rule read(AnswerReader r) {
      return new Rule(
          r.strings("purposes"),
          r.strings("dataTypes"),
          r.strings("scopes"),
          r.string("redaction"),
          r.bool("requireConsent"));
    }

    ObjectNode json() {
      ObjectNode o = Json.object();
      o.set("purposes", Json.array(purposes));
      o.set("dataTypes", Json.array(dataTypes));
      o.set("scopes", Json.array(scopes));
      o.put("redaction", redaction);
      o.put("requireConsent", requireConsent);
      return o;
    }
  }

  ObjectNode json() {
    ObjectNode o = Json.object();
    ArrayNode array = o.putArray("rules");
    rules.forEach(r -> array.add(r.json()));
    return o;
  }
}
