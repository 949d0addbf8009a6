package dev.sigil.detect.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.standard.Detectors;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Objects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The standard detector on the Faker-generated sets ({@code eval/faker/}, made by Faker's own
 * generators rather than the project's): a floor under the overall F2 a little below the score of
 * the commit that added them, so that a change that loses ground on text it was not written against
 * fails here. The sets were generated once and tuned against since, so they are development data,
 * not a held-out measure (docs/detection.md).
 */
class FakerSetsTest {
  @ParameterizedTest
  @CsvSource({
    // file, then the floors of the overall F2 by exact span and by overlapping span
    "faker-us.jsonl, 0.93, 0.95",
    "faker-intl.jsonl, 0.85, 0.90",
  })
  void theStandardDetectorKeepsItsScoreOnTheFakerSets(String file, double exact, double overlap)
      throws URISyntaxException {
    Path path =
        Path.of(Objects.requireNonNull(getClass().getResource("/eval/faker/" + file)).toURI());
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status =
        EvalMain.run(
            new String[] {path.toString()},
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            Detectors.standard());
    assertThat(status).isZero();
    String overall =
        out.toString(StandardCharsets.UTF_8)
            .lines()
            .filter(l -> l.startsWith("overall (micro)"))
            .findFirst()
            .orElseThrow();
    String[] cells =
        overall.substring("overall (micro)".length()).replace("|", " ").trim().split(" +");
    // gold, predicted, then TP, precision, recall, F1, F2 for each matching
    assertThat(Double.parseDouble(cells[6]))
        .as("exact-span F2: " + overall)
        .isGreaterThanOrEqualTo(exact);
    assertThat(Double.parseDouble(cells[11]))
        .as("overlap F2: " + overall)
        .isGreaterThanOrEqualTo(overlap);
  }
}
