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
        "born on the 1st of May 2024 in Leeds|the 1st of May 2024",
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
        "Kapitel 1. 2. 3. Abschnitt",
        "Punkte 12. 13. 2024",
      })
  void hardNegativesAreNotDates(String text) {
    assertThat(find(text)).as(text).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "la reunión será el 7 de marzo a las diez|7 de marzo",
        "nació el 23 de septiembre de 1987 en Sevilla|23 de septiembre de 1987",
        "firmado el 2 de febrero del 2023 en Lima|2 de febrero del 2023",
        "la fiesta del 1º de enero fue larga|1º de enero",
        "nos vemos el miércoles, 4 de diciembre sin falta|miércoles, 4 de diciembre",
        "PAGO VENCIDO EL 28 DE FEBRERO DE 2025|28 DE FEBRERO DE 2025",
        "a entrega fica para 14 de novembro de 2025.|14 de novembro de 2025",
        "a consulta é na sexta-feira, 9 de maio às 15h|sexta-feira, 9 de maio",
        "vence em 10 out 2024 na sede|10 out 2024",
        "facture du 5 mars 2024 impayée|5 mars 2024",
        "fermé le 1er mai comme chaque année|1er mai",
        "né le 30 aout 1975 à Lyon|30 aout 1975",
        "Le rendez-vous est fixé au mercredi 4 décembre à 14h|mercredi 4 décembre",
        "livraison prévue le 3 févr. 2026 au dépôt|3 févr. 2026",
        "Der Vertrag beginnt am 1. Oktober 2025.|1. Oktober 2025",
        "Die Sitzung ist am Dienstag, 21. Januar um 9 Uhr|Dienstag, 21. Januar",
        "bitte bis 3. März zurückmelden|3. März",
        "Treffen am Freitag, den 7. Juni 2024 in Bonn|Freitag, den 7. Juni 2024",
        "Urlaub ab 14. April geplant|14. April",
        "La visita è fissata per lunedì 9 giugno alle 10|lunedì 9 giugno",
        "scadenza il 31 dicembre 2025 per tutti|31 dicembre 2025",
        "festa del 1° maggio in piazza|1° maggio",
        "De afspraak is op 4 juni 2024 om tien uur|4 juni 2024",
        "Op vrijdag 15 november gesloten|vrijdag 15 november",
        "il contratto scade a marzo 2026, poi si vedrà|marzo 2026",
        "el informe de abril de 2024 está listo|abril de 2024",
      })
  void findsDatesInOtherEuropeanLanguages(String text, String value) {
    assertDate(text, value);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Mai hat 3 Katzen zu Hause",
        "on Mars 2 rovers still work",
        "I bought 2 Mars bars",
        "El señor Marzo llamó 3 veces",
        "a principios de abril compramos 3 coches",
        "Im Juni fahren wir 2 Wochen weg",
        "we won 5 out of 10 games",
        "a 3 set match today",
        "fit 4 lug nuts per wheel",
        "carry 2 mag pouches",
        "it was 32 de mayo in the joke",
        "el 31 de abril no existe",
        "Room 14. May I come in?",
        "add 2 Mayo packets to the order",
        "chapter 3. Mars and its moons",
        "I ordered 2 mayo sandwiches",
        "eat 3 mars bars a day",
      })
  void hardNegativesInOtherEuropeanLanguages(String text) {
    assertThat(find(text)).as(text).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "We rang them on the 5th of January about it|the 5th of January",
        "tickets are for the 3rd of May, see you|the 3rd of May",
        "School trip, 17-21 October, bring boots|17-21 October",
        "I booked the room for 2-5 May last week|2-5 May",
        "the festival runs 17–21 October 2024 in town|17–21 October 2024",
        "you said Saturday the 8th and never came|Saturday the 8th",
        "Che, el viernes 12 hacemos el asado|viernes 12",
        "Next meeting Tue 11/06 in room 4|Tue 11/06",
        "the audit is booked for 17/06.|17/06",
        "please pay by 15/03 at the latest|15/03",
        "Merci de régulariser avant le 15/03. Cordialement|15/03",
        "Wir treffen uns am 24/12 bei Oma|24/12",
        "potwierdzam rezerwację na sobotę 25 maja na 12 osób|sobotę 25 maja",
        "umowa z dnia 3 czerwca 2024 r.|3 czerwca 2024",
        "Vi ses på mötet den 4 juni. Ta med Elin|den 4 juni",
        "Festen er lørdag 14 desember hos oss|lørdag 14 desember",
        "pada hari Senin, 10 Juni 2024. Teknisi kami|Senin, 10 Juni 2024",
        "jatuh tempo 17 Agustus 2025 ya|17 Agustus 2025",
        "toplantı 15 Nisan 2025 Salı günü|15 Nisan 2025",
        "Teslimat 3 Kasım 2024 tarihinde|3 Kasım 2024",
        "mkutano utafanyika tarehe 20 Machi 2025.|20 Machi 2025",
        "bude doručena 21. 3. 2025 na adresu|21. 3. 2025",
        "1.2.3.4 - - [11/Jun/2024:14:02:11 +0000] GET /|11/Jun/2024:14:02:11 +0000",
        "Date:   Tue Jun 4 16:22:09 2024 +0700 fix|Tue Jun 4 16:22:09 2024 +0700",
        "JL 44 London to Tokyo   12OCT  dep 19:05|12OCT",
        "MUJI 無印良品 - 2024年5月3日 - ¥4,620|2024年5月3日",
        "会议 2024年12月 举行|2024年12月",
        "会议 2024年5月 举行|2024年5月",
      })
  void findsRangesOrdinalsWeekdayDaysAndMoreLanguages(String text, String value) {
    assertDate(text, value);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "we are open 24/7 for you",
        "it was 50/50 really",
        "see page 2/10 of the report",
        "cut the cost by 1/2 this year",
        "the ratio is 16/9 on this screen",
        "they won 2-1 on Saturday night",
        "the score was 5-3 at the break",
        "lunes 3 personas llegaron tarde",
        "we met Saturday the 8th-floor tenants",
        "He came 2nd of 10 runners",
        "Maja ma 12 lat",
        "version 1.2.3 on Friday",
        "the 5th of them all",
        "meet at 14:30 on Sunday",
        "2/3 of voters agreed",
        "pages 12-14 were missing",
        "FLAT 12A and BLOCK 3B",
      })
  void hardNegativesForRangesWeekdaysAndDayMonth(String text) {
    assertThat(find(text)).as(text).isEmpty();
  }

  @Test
  void dayMonthOpeningLinesOfAStatementAreDates() {
    String statement =
        "Sort these:\n\n02/04 TFL TRAVEL CH -2.80\n02/04 PRET A MANGER -6.45\n03/04 OCTOPUS -112.00";
    assertThat(find(statement)).hasSize(3);
    String expenses = "3/18 Hilton Denver $412.80\n3/19 dinner with client $88.10";
    assertThat(find(expenses)).hasSize(2);
    assertThat(find("one line only:\n17/06 TFL TRAVEL -2.80")).isEmpty();
    assertThat(find("Ingredients:\n1/2 cup flour\n3/4 cup sugar\n1/4 tsp salt")).isEmpty();
    assertThat(find("Results:\n12/15 correct\nthen more text")).isEmpty();
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

  @Test
  void generatedEuropeanDatesAreFoundWhole() {
    Random random = new Random(12);
    String[][] localesAndPatterns = {
      {"es", "d 'de' MMMM 'de' yyyy", "EEEE d 'de' MMMM", "d 'de' MMMM"},
      {"pt", "d 'de' MMMM 'de' yyyy", "EEEE, d 'de' MMMM"},
      {"fr", "d MMMM yyyy", "EEEE d MMMM", "d MMM yyyy"},
      {"de", "d. MMMM yyyy", "EEEE, d. MMMM yyyy", "EEEE, d. MMMM", "d. MMM yyyy"},
      {"it", "d MMMM yyyy", "EEEE d MMMM"},
      {"nl", "d MMMM yyyy", "EEEE d MMMM", "d MMM yyyy"},
    };
    for (int i = 0; i < 500; i++) {
      LocalDate d = LocalDate.of(1950, 1, 1).plusDays(random.nextInt(365 * 80));
      String[] choice = localesAndPatterns[random.nextInt(localesAndPatterns.length)];
      String pattern = choice[1 + random.nextInt(choice.length - 1)];
      String value =
          d.format(DateTimeFormatter.ofPattern(pattern, Locale.forLanguageTag(choice[0])));
      String text = "Fecha / date / Datum: " + value + " ; ok";
      assertDate(text, value);
    }
  }
}
