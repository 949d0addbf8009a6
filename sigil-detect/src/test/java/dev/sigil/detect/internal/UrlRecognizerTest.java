package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.PiiClass;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

class UrlRecognizerTest {
  private final UrlRecognizer urls = new UrlRecognizer();

  @Test
  void findsUrlsWithoutTrailingPunctuationOrUnbalancedBrackets() {
    String text =
        "See https://example.com/a?b=c&d=e#f. Also [docs](http://docs.example.org/x_(y)).";
    assertThat(Found.texts(urls, text))
        .containsExactly("https://example.com/a?b=c&d=e#f", "http://docs.example.org/x_(y)");
    assertThat(Found.entities(urls, text).get(0).start()).isEqualTo(4);
    assertThat(Found.texts(urls, "go to www.example.co.uk/path?q=1, or ftp://files.example.net"))
        .containsExactly("www.example.co.uk/path?q=1", "ftp://files.example.net");
    assertThat(Found.texts(urls, "local http://localhost:8080/api and http://10.0.0.1/x"))
        .containsExactly("http://localhost:8080/api", "http://10.0.0.1/x");
  }

  @Test
  void anEmailInsideAUrlIsPartOfTheUrl() {
    String text = "open https://x.io/invite?to=me@example.com now";
    assertThat(
            Found.texts(
                StructuredRecognizers.all(), text, EnumSet.of(PiiClass.URL, PiiClass.EMAIL)))
        .containsExactly("https://x.io/invite?to=me@example.com");
  }

  @Test
  void hardNegatives() {
    assertThat(Found.texts(urls, "file:///etc/passwd and http:// and https://nohost/")).isEmpty();
    assertThat(Found.texts(urls, "the wwwroot folder and www. nothing")).isEmpty();
    assertThat(Found.texts(urls, "xhttp://example.com")).isEmpty();
  }
}
