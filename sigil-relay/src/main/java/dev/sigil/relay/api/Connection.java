package dev.sigil.relay.api;

import dev.sigil.core.Purposes;
import dev.sigil.core.Sensitive;
import dev.sigil.detect.PiiClass;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * An AI connection (SPEC sections 7 and 12): everything the relay needs to reach one pinned
 * provider, and what it allows. Nothing in a chat request can change the provider, its URL, its
 * headers or its credential.
 *
 * @param baseUrl the OpenAI-compatible base URL ({@code .../v1}); null for {@link Provider#ECHO}
 * @param apiKeyEnv the environment variable holding the credential, or null
 * @param apiKey the stored credential, or null; never answered to a client
 * @param models the models a request may name; the first request without a model gets {@code
 *     defaultModel}
 * @param purposes the purposes a request may state; {@code "*"} allows any
 * @param deidentify the classes taken out before the provider sees the messages
 * @param allowNonText whether content parts the service cannot inspect (images, audio, files) may
 *     pass
 * @param timeout how long the provider may take to answer, and stay silent while streaming
 * @param streamTimeout how long a streamed call may last in all, from the call to its end: a
 *     provider that sends only keep-alives or trickles bytes is never silent, and must not hold a
 *     call forever. At least {@code timeout}, which the wait for the answer may take
 */
public record Connection(
    String id,
    Provider provider,
    @Nullable URI baseUrl,
    @Nullable String apiKeyEnv,
    @Nullable Sensitive<String> apiKey,
    List<String> models,
    @Nullable String defaultModel,
    Set<String> purposes,
    Set<PiiClass> deidentify,
    boolean allowNonText,
    Duration timeout,
    Duration streamTimeout,
    Rehydration rehydration) {
  public static final String ANY_PURPOSE = Purposes.ANY;
  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);
  public static final Duration MAX_TIMEOUT = Duration.ofMinutes(10);
  public static final Duration DEFAULT_STREAM_TIMEOUT = Duration.ofMinutes(10);
  public static final Duration MAX_STREAM_TIMEOUT = Duration.ofHours(1);
  private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9_-]{0,62}");
  private static final Pattern ENV = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,127}");
  private static final Pattern IPV4_LITERAL = Pattern.compile("[0-9.]+");
  private static final InetAddress AWS_METADATA_V6 = address("fd00:ec2::254");
  private static final InetAddress ALIBABA_METADATA = address("100.100.100.200");

  /** NAT64's well-known prefix (RFC 6052), 64:ff9b::/96: an IPv4 address in the last 4 bytes. */
  private static final byte[] NAT64_PREFIX = {
    0, 0x64, (byte) 0xff, (byte) 0x9b, 0, 0, 0, 0, 0, 0, 0, 0
  };

  public Connection {
    Objects.requireNonNull(provider, "provider");
    models = List.copyOf(models);
    purposes = Set.copyOf(purposes);
    deidentify = deidentify.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(deidentify));
    if (!isId(id)) {
      throw new IllegalArgumentException("bad connection id");
    }
    if ((provider == Provider.OPENAI) != (baseUrl != null)) {
      throw new IllegalArgumentException("an openai connection needs a base URL, echo none");
    }
    if (apiKeyEnv != null && apiKey != null) {
      throw new IllegalArgumentException("apiKeyEnv and apiKey exclude each other");
    }
    if (defaultModel != null && !models.isEmpty() && !models.contains(defaultModel)) {
      throw new IllegalArgumentException("the default model is not among the models");
    }
    if (timeout.isNegative() || timeout.isZero() || timeout.compareTo(MAX_TIMEOUT) > 0) {
      throw new IllegalArgumentException("timeout outside (0, 10 min]");
    }
    if (streamTimeout.compareTo(timeout) < 0 || streamTimeout.compareTo(MAX_STREAM_TIMEOUT) > 0) {
      throw new IllegalArgumentException("stream timeout outside [timeout, 1 h]");
    }
  }

  /** The built-in connection of the embedded default (SPEC section 7). */
  public static Connection echo() {
    return new Connection(
        "echo",
        Provider.ECHO,
        null,
        null,
        null,
        List.of(),
        null,
        Set.of(ANY_PURPOSE),
        EnumSet.allOf(PiiClass.class),
        false,
        DEFAULT_TIMEOUT,
        DEFAULT_STREAM_TIMEOUT,
        new Rehydration(true, Set.of()));
  }

  public static boolean isId(@Nullable String id) {
    return id != null && ID.matcher(id).matches();
  }

  /**
   * Whether the relay refuses to call a provider at {@code address}: link-local addresses
   * (169.254.0.0/16, fe80::/10), AWS's IPv6 metadata address and Alibaba Cloud's (100.100.100.200),
   * where clouds serve instance metadata and credentials and no model server lives, also when
   * written as an IPv4-mapped address or behind NAT64's well-known prefix (64:ff9b::/96). Checked
   * when a base URL names an address, and at every connection to the provider, after name
   * resolution.
   */
  public static boolean isRefusedAddress(InetAddress address) {
    byte[] b = address.getAddress();
    if (b.length == 16 && Arrays.equals(b, 0, 12, NAT64_PREFIX, 0, 12)) {
      try {
        return isRefusedAddress(InetAddress.getByAddress(Arrays.copyOfRange(b, 12, 16)));
      } catch (UnknownHostException e) {
        return true; // not reached: four bytes are an IPv4 address
      }
    }
    return address.isLinkLocalAddress()
        || AWS_METADATA_V6.equals(address)
        || ALIBABA_METADATA.equals(address);
  }

  /** Whether {@code url}'s host is an IP address literal that {@link #isRefusedAddress} refuses. */
  public static boolean hasRefusedAddress(URI url) {
    String host = url.getHost();
    if (host == null || !(host.startsWith("[") || IPV4_LITERAL.matcher(host).matches())) {
      return false; // a host name: checked when it is resolved
    }
    try {
      return isRefusedAddress(InetAddress.getByName(host)); // a literal: no lookup
    } catch (UnknownHostException e) {
      return true;
    }
  }

  public static boolean isEnvName(@Nullable String name) {
    return name != null && ENV.matcher(name).matches();
  }

  private static InetAddress address(String literal) {
    try {
      return InetAddress.getByName(literal);
    } catch (UnknownHostException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Whether {@code model} may be asked for; an empty list allows any. */
  public boolean allowsModel(String model) {
    return models.isEmpty() || models.contains(model);
  }

  public boolean allowsPurpose(String purpose) {
    return purposes.contains(ANY_PURPOSE) || purposes.contains(purpose);
  }
}
