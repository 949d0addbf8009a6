package dev.sigil.detect.eval;

import static dev.sigil.detect.PiiClass.CARD_NUMBER;
import static dev.sigil.detect.PiiClass.EMAIL;
import static dev.sigil.detect.PiiClass.NAME;
import static dev.sigil.detect.eval.FakeDetector.e;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.PiiClass;
import dev.sigil.detect.standard.Detectors;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvalMainTest {
  @TempDir Path dir;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(FakeDetector detector, String... args) {
    return EvalMain.run(
        args,
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8),
        detector);
  }

  private List<String> lines() {
    return out.toString(StandardCharsets.UTF_8).lines().toList();
  }

  private String row(String name) {
    return lines().stream()
        .filter(l -> l.startsWith(name + " "))
        .findFirst()
        .orElseThrow()
        .substring(name.length())
        .trim()
        .replaceAll(" +", " ");
  }

  private Path gold() throws IOException {
    Path f = dir.resolve("gold.jsonl");
    Files.writeString(
        f,
        """
        {"text": "aaaa bbbb cccc dddd eeee", "spans": [{"start": 0, "end": 4, "label": "PER"}, \
        {"start": 10, "end": 19, "label": "name"}, {"start": 20, "end": 24, "label": "EMAIL"}, \
        {"start": 5, "end": 9, "label": "product"}]}
        """);
    return f;
  }

  @Test
  void printsTheTablePerClassAndOverall() throws IOException {
    assertThat(run(ScorerTest.standardDetector(), gold().toString())).isZero();
    assertThat(lines().get(0)).endsWith("gold.jsonl: 1 texts, 4 gold spans; scored: email, name");
    assertThat(lines()).contains("unscored labels: product 1");
    assertThat(row("name"))
        .isEqualTo("2 3 | 1 0.333 0.500 0.400 0.455 | 2 0.667 1.000 0.800 0.909");
    assertThat(row("email"))
        .isEqualTo("1 1 | 1 1.000 1.000 1.000 1.000 | 1 1.000 1.000 1.000 1.000");
    assertThat(row("overall (micro)"))
        .isEqualTo("3 4 | 2 0.500 0.667 0.571 0.625 | 3 0.750 1.000 0.857 0.938");
    assertThat(lines()).noneMatch(l -> l.startsWith("card_number"));
    assertThat(lines()).noneMatch(l -> l.contains("[["));
  }

  @Test
  void errorsListTheMistakesWithContext() throws IOException {
    assertThat(run(ScorerTest.standardDetector(), gold().toString(), "--errors", "5")).isZero();
    assertThat(lines())
        .anySatisfy(l -> assertThat(l).contains("spurious").contains("aaaa [[bbbb]] cccc"))
        .anySatisfy(l -> assertThat(l).contains("partial").contains("bbbb [[cccc]] dddd"))
        .noneMatch(l -> l.startsWith("  missed"));
  }

  @Test
  void classesOptionRestrictsAndNothingPredictedShowsADash() throws IOException {
    assertThat(run(new FakeDetector(), gold().toString(), "--classes", "email")).isZero();
    assertThat(row("email")).isEqualTo("1 0 | 0 - 0.000 0.000 0.000 | 0 - 0.000 0.000 0.000");
    assertThat(lines()).noneMatch(l -> l.startsWith("name "));
  }

  @Test
  void readsConllByExtensionAndByOption() throws IOException {
    Path f = dir.resolve("x.bio");
    Files.writeString(f, "Ann\tB-PER\nLee\tI-PER\nhi\tO\n");
    FakeDetector det = new FakeDetector().answer("Ann Lee hi", e(NAME, 0, 7));
    assertThat(run(det, f.toString())).isZero();
    assertThat(row("name")).startsWith("1 1 | 1 1.000 1.000");
    Path g = dir.resolve("x.data");
    Files.writeString(
        g, "{\"text\": \"Ann\", \"spans\": [{\"start\":0,\"end\":3,\"label\":\"PER\"}]}");
    out.reset();
    assertThat(run(det, g.toString(), "--format", "json")).isZero();
    assertThat(row("name")).startsWith("1 0 |");
  }

  @Test
  void badInputExitsTwoWithTheLine() throws IOException {
    Path f = dir.resolve("bad.jsonl");
    Files.writeString(f, "{\"text\": \"a\"}\n{\"text\": }\n");
    assertThat(run(new FakeDetector(), f.toString())).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("bad.jsonl:2:10: unexpected");
  }

  @Test
  void usageErrorsExitTwo() {
    assertThat(run(new FakeDetector())).isEqualTo(2);
    assertThat(run(new FakeDetector(), "f", "--classes", "nonsense")).isEqualTo(2);
    assertThat(run(new FakeDetector(), "f", "--errors", "-1")).isEqualTo(2);
    assertThat(run(new FakeDetector(), "f", "--format", "xml")).isEqualTo(2);
    assertThat(run(new FakeDetector(), "f", "--bogus")).isEqualTo(2);
    assertThat(run(new FakeDetector(), dir.resolve("missing.conll").toString())).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("usage:").contains("WITH THEIR TEXT");
    assertThat(run(new FakeDetector(), "--help")).isZero();
  }

  @Test
  void theStandardDetectorRuns() {
    assertThat(Detectors.standard().detect("Mail ann@example.com", EnumSet.allOf(PiiClass.class)))
        .allSatisfy(
            en ->
                assertThat(en.piiClass())
                    .isIn(
                        EnumSet.of(
                            EMAIL, NAME, CARD_NUMBER, PiiClass.ORGANIZATION, PiiClass.LOCATION)));
  }
}
