package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DateRecognizerTest {
  private static final Engine ENGINE =
      new Engine(List.of(new DateRecognizer()), new EnumMap<>(PiiClass.class));

  static List<Entity> find(String text) {
    return ENGINE.detect(text, Set.of(PiiClass.DATE));
  }

  static void assertDate(String text, String value) {
    int start = text.indexOf(value);
    assertThat(start).as("test data").isNotNegative();
    assertThat(find(text))
        .as(text)
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.start()).isEqualTo(start);
              assertThat(e.end()).isEqualTo(start + value.length());
            });
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "the meeting is on 2024-05-01 at noon|2024-05-01",
        "filed 2024/05/01.|2024/05/01",
        "Due: 05/01/2024, thanks|05/01/2024",
        "see you 5/1/24!|5/1/24",
        "Termin am 01.05.2024 bestätigt|01.05.2024",
        "I started on 1 May 2024 here|1 May 2024",
        "It was May 1, 2024 I think|May 1, 2024",
        "call me on May 1st please|May 1st",
        "born on the 1st of May 2024 in Leeds|1st of May 2024",
        "we met Monday, May 1st 2024 downtown|Monday, May 1st 2024",
        "moved to friday the 13th of september|friday the 13th of september",
        "see you Jan 5 then|Jan 5",
        "due Sept. 3rd at the latest|Sept. 3rd",
        "It shipped in March 2024 finally|March 2024",
        "logged at 2024-05-01T12:30:45Z by the server|2024-05-01T12:30:45Z",
        "at 2024-05-01T12:30:45.123+02:00 exactly|2024-05-01T12:30:45.123+02:00",
        "created 2024-05-01 12:30:45 by admin|2024-05-01 12:30:45",
        "DOB: 29/02/2000|29/02/2000",
        "my birthday is 12 December 1990.|12 December 1990",
        "it was born in 1985 they said|1985",
        "date of birth 19900105 on file|19900105",
        "deadline is 31st of december, 2023|31st of december, 2023",
        "Sat, 3 Feb 2024 10:00|Sat, 3 Feb 2024",
        "may 2024 was busy|may 2024",
        "yes march 1st is the day|march 1st",
        "Release : Jun 20 , 2015 at noon|Jun 20 , 2015",
        "sent 05/01/2024 10:30 by mail|05/01/2024 10:30",
        "sent 05/01/2024 9:30 by mail|05/01/2024 9:30",
        "Last login 14-Nov-2023 10:11 from home|14-Nov-2023 10:11",
        "the party is on 12/24 at home|12/24",
        "rent due 3/1 as usual|3/1",
      })
  void findsDatesInSentences(String text, String value) {
    assertDate(text, value);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "you may want to check",
        "May I ask a question?",
        "Will you come tomorrow?",
        "we march on regardless",
        "happy new year everyone",
        "upgrade to 1.2.3 today",
        "version 10.12.15 is out",
        "add 3/4 cup of sugar",
        "the score was 2-1 at half time",
        "call 555-123-4567 now",
        "it costs $12.99 plus tax",
        "we sold 2024 units",
        "meet at 10:30 then",
        "server 192.168.1.1 is down",
        "invalid 2023-02-29 leap day",
        "not a date 31/31/2024",
        "April showers bring May flowers",
        "in 1985 things were different",
        "ratio 16/9/4 exactly",
        "the 3 big dogs on May Street",
        "it may 5 times fail",
        "the event runs from 12/24 to 12/26",
        "mix 1/2 and 1/3 of it",
        "read http://blogs.example.com/nfl/2010/09/17/picks/ now",
        "see https://example.com/archive?d=2024-05-01 there",
      })
  void hardNegativesAreNotDates(String text) {
    assertThat(find(text)).as(text).isEmpty();
  }

  @Test
  void twoDigitYearsAfterAnApostrophe() {
    assertDate("on 12 Feb '24 we left", "12 Feb '24");
    assertDate("since Mar ’19 it works", "Mar ’19");
  }

  @Test
  void leapDaysFollowTheCalendar() {
    assertDate("on 2024-02-29 ok", "2024-02-29");
    assertDate("on 2000-02-29 ok", "2000-02-29");
    assertThat(find("on 1900-02-29 ok")).isEmpty();
    assertThat(find("on 2023-02-29 ok")).isEmpty();
    assertThat(find("on April 31, 2024 ok")).isEmpty();
  }

  @Test
  void generatedDatesInEveryFormAreFoundWhole() {
    Random random = new Random(11);
    String[] patterns = {
      "yyyy-MM-dd",
      "yyyy/MM/dd",
      "MM/dd/yyyy",
      "dd.MM.yyyy",
      "d MMMM yyyy",
      "MMMM d, yyyy",
      "MMM d, yyyy",
      "EEEE, MMMM d, yyyy",
      "d MMM yyyy",
      "M/d/yy",
      "MMMM yyyy"
    };
    for (int i = 0; i < 500; i++) {
      LocalDate d = LocalDate.of(1950, 1, 1).plusDays(random.nextInt(365 * 80));
      String pattern = patterns[random.nextInt(patterns.length)];
      String value = d.format(DateTimeFormatter.ofPattern(pattern, Locale.ENGLISH));
      String text = "Please note the date " + value + " in the file.";
      assertDate(text, value);
    }
  }
}
